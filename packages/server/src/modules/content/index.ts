// Admin-managed site content: public reads and admin editing.
export { contentAdminRoutes, contentRoutes } from './routes.ts';
