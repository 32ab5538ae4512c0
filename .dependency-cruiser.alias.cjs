// The front end's `@/` import alias (as in frontend/tsconfig.json and vite.config.ts) for dependency-cruiser.
module.exports = { resolve: { alias: { '@': `${__dirname}/frontend/src` } } };
