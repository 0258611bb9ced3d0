export { paymentAdminRoutes } from './admin-routes';
export { paymentsApi } from './openapi';
export { paymentWebhookRoutes } from './routes';
export { sandboxPageRoutes } from './sandbox/routes';
