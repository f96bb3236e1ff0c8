// The admin area's public face: its routes. Other modules do not call into admin.
export { default as adminRoutes } from './routes.ts';
