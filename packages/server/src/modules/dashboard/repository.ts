import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql.ts';

export interface DashboardRecent {
  id: string;
  fileName: string | null;
  createdAt: Date;
  tokenCost: number;
  status: string | null;
}

export interface DashboardFigures {
  completed: number;
  spentThisMonth: number;
  recentStatuses: { status: string; n: number }[];
  recent: DashboardRecent[];
  anyUpload: boolean;
}

interface FiguresRow {
  completed: number | string;
  spent_this_month: number | string;
  recent_statuses: { status: string; n: number }[] | string | null;
  recent:
    | { id: string; fileName: string | null; createdAt: string; tokenCost: number; status: string | null }[]
    | string
    | null;
  any_upload: boolean;
}

// Every figure in one statement (sub-selects, one round trip): the dashboard is the first request of every signed-in
// page, so under load its cost is mostly the number of trips to the database. Each sub-select is served by an index
// on (user_id, created_at) of its table.
const FIGURES_SQL = `SELECT
  (SELECT count(*) FROM analyses WHERE user_id = $1 AND status = 'completed') AS completed,
  -- Tokens actually spent this calendar month, from the ledger: spends (negative rows) less refunds (positive rows).
  (SELECT coalesce(sum(-delta), 0) FROM token_ledger
    WHERE user_id = $1 AND created_at >= $2 AND type IN ('spend', 'refund')) AS spent_this_month,
  (SELECT coalesce(json_agg(json_build_object('status', s.status, 'n', s.n)), '[]'::json) FROM (
     SELECT status, count(*)::int AS n FROM analyses
      WHERE user_id = $1 AND created_at >= $3 AND status IN ('processing', 'completed', 'failed') GROUP BY status) s
  ) AS recent_statuses,
  (SELECT coalesce(json_agg(json_build_object('id', r.id, 'fileName', r.file_name, 'createdAt', r.created_at,
                                              'tokenCost', r.token_cost, 'status', r.status) ORDER BY r.created_at DESC), '[]'::json)
     FROM (SELECT u.id, u.file_name, u.created_at, u.token_cost, a.status FROM uploads u
             LEFT JOIN analyses a ON a.upload_id = u.id
            WHERE u.user_id = $1 ORDER BY u.created_at DESC LIMIT 5) r
  ) AS recent,
  EXISTS (SELECT 1 FROM uploads WHERE user_id = $1) AS any_upload`;

const parsed = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The dashboard's figures for one person, read from their uploads, analyses and ledger in one round trip. */
export async function dashboardFigures(
  db: DbOrTx,
  userId: string,
  since: { monthStart: Date; thirtyDaysAgo: Date },
): Promise<DashboardFigures> {
  const [row] = await sqlRows<FiguresRow>(db, FIGURES_SQL, [userId, since.monthStart, since.thirtyDaysAgo]);
  return {
    completed: Number(row.completed),
    spentThisMonth: Number(row.spent_this_month),
    recentStatuses: parsed(row.recent_statuses) ?? [],
    recent: (parsed(row.recent) ?? []).map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    anyUpload: row.any_upload,
  };
}
