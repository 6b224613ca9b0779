import { constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * A production build writes `.br` and `.gz` beside each text asset, so the runner and nginx serve
 * the smallest the browser accepts without compressing per request (`Vary: Accept-Encoding`). A
 * file that does not shrink by a fifth keeps only its plain copy.
 */
export function precompressed() {
  return [
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
      minRatio: 0.8,
    }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
      minRatio: 0.8,
    }),
  ];
}
