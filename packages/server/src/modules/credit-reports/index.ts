/** The credit-reports area as other modules and the app see it. */
export { default as creditReportRoutes } from './routes.ts';
export { creditReportDocument } from './credit-report-document.ts';
export { listCreditReports } from './view-credit-report.ts';
