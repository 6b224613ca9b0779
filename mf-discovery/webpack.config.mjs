import { createRemoteConfig } from 'remote-kit/webpack';

export default createRemoteConfig({
  dir: import.meta.dirname,
  port: 3001,
  exposes: {
    './CategorySearch': './src/routes/CategorySearch.tsx',
    './ExpertSearch': './src/routes/ExpertSearch.tsx',
    './ExpertProfile': './src/routes/ExpertProfile.tsx',
    './ExpertReviews': './src/routes/ExpertReviews.tsx',
    './PostsStrip': './src/routes/PostsStrip.tsx',
    './Posts': './src/routes/Posts.tsx',
    './PostDetail': './src/routes/PostDetail.tsx',
  },
  // The public pages the shell renders on the server.
  serverExposes: ['./CategorySearch', './ExpertSearch', './ExpertProfile'],
});
