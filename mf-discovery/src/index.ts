import('./routes/CategorySearch.tsx');
