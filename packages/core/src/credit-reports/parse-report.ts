import type { Line } from '../statements/types.ts';
import { detectBureau } from './detect-bureau.ts';
import { extractFields } from './extract.ts';
import { compile, ENQUIRY_LABELS, HEADER_LABELS, SCORE_LABELS, SUBJECT_LABELS } from './labels.ts';
import { readAccounts } from './read-accounts.ts';
import { readTables } from './read-table.ts';
import { bandOf, BUREAU_SCALES } from './scale.ts';
import { splitSections, type Section, type SectionKind } from './sections.ts';
import { readSummary } from './summary.ts';
import { CreditReportError, type Bureau, type CreditReport, type ReportEnquiry, type ReportScore } from './types.ts';
import { date, integer, mask, text } from './values.ts';

/**
 * Reads a credit report from its text lines (PDF text layer or OCR): bureau from the content, then each part by its
 * labels and section titles. Pure: lines in, result out.
 */

const HEADER = compile(HEADER_LABELS);
const SUBJECT = compile(SUBJECT_LABELS);
const SCORE = compile(SCORE_LABELS);
const ENQUIRY = compile(ENQUIRY_LABELS);

const linesOf = (sections: readonly Section[], kinds: readonly SectionKind[]): Line[] =>
  sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);

function readScore(bureau: Bureau, sections: readonly Section[]): ReportScore | null {
  const lines = [...linesOf(sections, ['score']), ...linesOf(sections, ['header', 'summary', 'subject'])];
  const f = extractFields(lines, SCORE, (field, v) => field !== 'score' || /\d{3}|not\s+available|n\/a/i.test(v));
  const raw = f.get('score');
  if (!raw) return null;
  const value = integer(raw);
  const scale = { ...BUREAU_SCALES[bureau] };
  const scoreText = linesOf(sections, ['score']).map((l) => l.text).join('\n');
  const range = /(\d{3})\s*(?:-|–|to)\s*(\d{3,4})/.exec(f.get('range') ?? '') ?? /(?:range|between)\D{0,12}(\d{3})\s*(?:-|–|to|and)\s*(\d{3,4})/i.exec(scoreText);
  if (range && Number(range[1]) < Number(range[2])) {
    scale.min = Number(range[1]);
    scale.max = Number(range[2]);
  }
  if (value === null || value < scale.min || value > scale.max) return null;
  const label = text(f.get('label'))?.replace(/\s*\(.*\)$/, '') ?? null;
  return { value, min: scale.min, max: scale.max, band: bandOf(bureau, value, scale), label, reasons: readReasons(linesOf(sections, ['score'])) };
}

function readReasons(lines: readonly Line[]): string[] {
  const out: string[] = [];
  let inList = false;
  for (const l of lines) {
    const t = l.text.trim();
    const coded = /^(?:reason|factor)s?\s*(?:code)?\s*\d+\s*[:.)\-–]\s*(.+)$/i.exec(t);
    if (coded) {
      out.push(coded[1].trim());
      continue;
    }
    if (/^(?:score\s+)?(?:reasons?|factors?|key\s+factors|what\s+affects?.*)\s*:?$/i.test(t)) {
      inList = true;
      continue;
    }
    const bullet = /^(?:[-•*·▪]|\d{1,2}[.)])\s+(.+)$/.exec(t);
    if (inList && bullet) out.push(bullet[1].trim());
    else if (inList) inList = false;
  }
  return out;
}

function readEnquiries(sections: readonly Section[]): ReportEnquiry[] {
  const rows = readTables(linesOf(sections, ['enquiries']), ENQUIRY, ['institution'], 2);
  return rows
    .map((r) => ({ date: date(r.fields.get('date')), institution: text(r.fields.get('institution')) ?? '', reason: text(r.fields.get('reason')) }))
    .filter((e) => e.institution !== '' && (e.date !== null || e.reason !== null));
}

const NO_HIT = /no\s+(credit\s+)?(record|hit|information|history|facilit|account)s?\s+(was\s+|were\s+)?(found|held|available|reported)|no\s+hit|not\s+found\s+in\s+(our|the)\s+(database|records)/i;

export function parseCreditReport(lines: readonly Line[], options: { ocr?: boolean; ocrConfidence?: number } = {}): CreditReport {
  const texts = lines.map((l) => l.text);
  const bureau = detectBureau(texts);
  if (!bureau) throw new CreditReportError('NOT_A_CREDIT_REPORT');
  const sections = splitSections(lines);
  const ocr = options.ocr ?? false;

  const head = extractFields([...linesOf(sections, ['header', 'subject']), ...lines], HEADER, (field, v) => (field === 'reportDate' ? date(v) !== null : /\d/.test(v)));
  const reportDate = date(head.get('reportDate')) ?? texts.slice(0, 12).map((t) => date(t)).find((d) => d !== null) ?? null;
  const refMatch = /[A-Z0-9][A-Z0-9/-]{3,}/i.exec(head.get('reference') ?? '');
  const reference = refMatch && /\d/.test(refMatch[0]) ? refMatch[0] : null;

  const who = extractFields([...linesOf(sections, ['header', 'subject'])], SUBJECT, (field, v) => field !== 'dateOfBirth' || date(v) !== null);
  const name = text(who.get('name'))?.replace(/\s+(date of birth|dob|bvn)\b.*$/i, '') ?? null;
  const bvnDigits = /[\d*Xx]{6,}/.exec((who.get('bvn') ?? '').replace(/\s/g, ''))?.[0] ?? '';
  const subject = { name, dateOfBirth: date(who.get('dateOfBirth')), bvn: bvnDigits.length >= 4 ? mask(bvnDigits) : null };

  const accounts = readAccounts(sections, reportDate, ocr);
  const enquiries = readEnquiries(sections);
  const score = readScore(bureau, sections);
  const { summary, warnings } = readSummary(sections, accounts, ocr);

  const noHit = accounts.length === 0 && NO_HIT.test(texts.join('\n'));
  if (accounts.length === 0 && !noHit && !score && !subject.name) throw new CreditReportError('NO_REPORT_CONTENT');
  // A scan whose printed totals disagree with its rows may have been misread: say so rather than trust a figure.
  if (ocr && (warnings.length > 0 || (options.ocrConfidence ?? 100) < 70))
    warnings.push('Parts of this scan were hard to read; check the figures against the report before relying on them.');
  return { bureau, reportDate, reference, subject, score, summary, accounts, enquiries, warnings };
}
