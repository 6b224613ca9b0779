import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadRoutes } from './routes.ts';
import { type UploadStorage, uploadStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where upload files are kept: this instance's disk, or the bucket every instance shares. */
    uploadStorage: UploadStorage;
  }
}

/** Image and video uploads and their files. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    const storage = uploadStorage(app.config);
    app.decorate('uploadStorage', storage);
    app.addHook('onClose', () => storage.close());
    await app.register(uploadRoutes);
  },
  { name: 'uploads', dependencies: ['identity'] },
);
