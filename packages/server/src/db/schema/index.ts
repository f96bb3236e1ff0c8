// Every area's tables. Add one export line per area file (schema/<area>.ts).
export * from './foundation.ts';
export * from './analysis.ts';
export * from './account.ts';
export * from './public.ts';
export * from './loans.ts';
export * from './wallet.ts';
export * from './goals.ts';
export * from './announcements.ts';
export * from './workspace.ts';
export * from './credit-reports.ts';
export * from './content.ts';
