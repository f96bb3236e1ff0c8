import type { DtiBand } from '@nairalens/core/contract.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from './access.ts';
import { listClients as selectClients } from './repository.ts';
import { listFiles, type FileRow } from './statement-repository.ts';
import { riskBand, type RiskBand } from './risk.ts';

export interface ClientQuery {
  search?: string;
  risk?: RiskBand;
  dtiBand?: DtiBand;
  /** Last analysed within this many days; 'never' for clients without a completed analysis. */
  lastAnalysed?: '7' | '30' | '90' | 'never';
  sort?: 'recent' | 'name' | 'health' | 'dti' | 'last-analysed';
}

export interface LatestFigures {
  analysisId: string;
  completedAt: string;
  healthScore: number;
  dti: number;
  dtiBand: DtiBand;
  monthlyIncome: number;
  monthlyExpenses: number;
  savingsRate: number;
  riskBand: RiskBand;
}

/** The newest completed analysis's key figures, or null. `files` are newest first. */
export function latestFigures(files: FileRow[]): LatestFigures | null {
  const f = files.find((x) => x.status === 'completed' && x.summary);
  if (!f || !f.summary || !f.analysisId) return null;
  const s = f.summary;
  return {
    analysisId: f.analysisId,
    completedAt: (f.completedAt ?? f.createdAt).toISOString(),
    healthScore: s.healthScore,
    dti: s.dti,
    dtiBand: s.dtiBand,
    monthlyIncome: s.monthlyIncome,
    monthlyExpenses: s.monthlyExpenses,
    savingsRate: s.savingsRate,
    riskBand: riskBand(s.healthScore, s.dtiBand),
  };
}

export async function listClients(ctx: AppContext, actor: Actor, q: ClientQuery = {}, now = Date.now()) {
  const db = ctx.database.db;
  const [clients, files] = await Promise.all([
    selectClients(db, actor.workspaceId),
    listFiles(db, actor.workspaceId, { limit: 10_000 }),
  ]);
  const byClient = new Map<string, FileRow[]>();
  for (const f of files) byClient.set(f.clientId, [...(byClient.get(f.clientId) ?? []), f]);
  let rows = clients.map((c) => {
    const own = byClient.get(c.id) ?? [];
    return {
      id: c.id,
      name: c.name,
      reference: c.reference,
      phone: c.phone,
      email: c.email,
      createdAt: c.createdAt.toISOString(),
      analysisCount: own.filter((f) => f.analysisId).length,
      processing: own.filter((f) => f.status === 'processing').length,
      latest: latestFigures(own),
    };
  });
  const needle = q.search?.trim().toLowerCase();
  if (needle)
    rows = rows.filter(
      (r) => r.name.toLowerCase().includes(needle) || (r.reference ?? '').toLowerCase().includes(needle),
    );
  if (q.risk) rows = rows.filter((r) => r.latest?.riskBand === q.risk);
  if (q.dtiBand) rows = rows.filter((r) => r.latest?.dtiBand === q.dtiBand);
  if (q.lastAnalysed === 'never') rows = rows.filter((r) => !r.latest);
  else if (q.lastAnalysed) {
    const since = now - Number(q.lastAnalysed) * 86_400_000;
    rows = rows.filter((r) => r.latest && Date.parse(r.latest.completedAt) >= since);
  }
  const sorters: Record<
    NonNullable<ClientQuery['sort']>,
    (a: (typeof rows)[number], b: (typeof rows)[number]) => number
  > = {
    recent: (a, b) => b.createdAt.localeCompare(a.createdAt),
    name: (a, b) => a.name.localeCompare(b.name),
    health: (a, b) => (b.latest?.healthScore ?? -1) - (a.latest?.healthScore ?? -1),
    dti: (a, b) => (b.latest?.dti ?? -1) - (a.latest?.dti ?? -1),
    'last-analysed': (a, b) => (b.latest?.completedAt ?? '').localeCompare(a.latest?.completedAt ?? ''),
  };
  return rows.sort(sorters[q.sort ?? 'recent']);
}
