// Every area's tables. Add one export line per area file (schema/<area>.ts).
export * from './foundation.ts';
