import type { Line } from '../statements/types.ts';
import { detectBureau } from './detect-bureau.ts';
import { extractFields } from './extract.ts';
import { compile, ENQUIRY_LABELS, HEADER_LABELS, SCORE_LABELS, SUBJECT_LABELS } from './labels.ts';
import { readAccounts } from './read-accounts.ts';
import { readRecords } from './read-records.ts';
import { readTables } from './read-table.ts';
import { bandOf, BUREAU_SCALES } from './scale.ts';
import { splitSections, type Section, type SectionKind } from './sections.ts';
import { readSummary } from './summary.ts';
import {
  CreditReportError,
  STATEMENT_NOT_REPORT,
  type Bureau,
  type CreditReport,
  type ReportEnquiry,
  type ReportScore,
} from './types.ts';
import { date, maskBvn, text } from './values.ts';

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

const RANGE = /(\d{3})\s*(?:-|–|to|and)\s*(\d{3,4})/;

function readScore(bureau: Bureau, sections: readonly Section[]): ReportScore | null {
  const scoreLines = linesOf(sections, ['score']);
  const lines = [...scoreLines, ...linesOf(sections, ['header', 'summary', 'subject'])];
  const f = extractFields(lines, SCORE, (field, v) => field !== 'score' || /\d{3}|not\s+available|n\/a/i.test(v));
  const raw = f.get('score') ?? '';
  if (/not\s+available|n\/a|no\s+score/i.test(raw) && !/\d{3}/.test(raw.replace(RANGE, ''))) return null;
  const scale = { ...BUREAU_SCALES[bureau] };
  const scoreText = scoreLines.map((l) => l.text).join('\n');
  const range =
    RANGE.exec(raw) ??
    RANGE.exec(f.get('range') ?? '') ??
    new RegExp(`(?:range|between)\\D{0,12}${RANGE.source}`, 'i').exec(scoreText);
  if (range && Number(range[1]) < Number(range[2])) {
    scale.min = Number(range[1]);
    scale.max = Number(range[2]);
  }
  const inRange = (n: number) => n >= scale.min && n <= scale.max;
  // The score is the number next to its label once a printed range is taken out ("X-SCORE (300 - 850) 698").
  const rest = raw.replace(RANGE, ' ').replace(/\d+\s*\/\s*\d+/g, ' ');
  let value = [...rest.matchAll(/\b\d{3}\b/g)].map((m) => Number(m[0])).find(inRange) ?? null;
  let after = value !== null ? rest.slice(rest.indexOf(String(value)) + 3) : '';
  if (value === null) {
    // A large score printed on its own beside the label block.
    const alone = scoreLines
      .flatMap((l) => l.segments)
      .find((sg) => /^\d{3}$/.test(sg.text.trim()) && inRange(Number(sg.text)));
    if (!alone) return null;
    value = Number(alone.text);
    after = '';
  }
  const printed = text(f.get('label')) ?? text(after.split(/\s+-\s+/)[0]);
  const label = printed?.replace(/\s*\(.*\)$/, '').trim() || null;
  return {
    value,
    min: scale.min,
    max: scale.max,
    band: bandOf(bureau, value, scale),
    label,
    reasons: readReasons(scoreLines),
  };
}

const REASONS_HEAD =
  /^(?:score\s+)?(?:reasons?(?:\s+codes?)?|factors?|key\s+factors|score\s+factors|what\s+affects?.*)\s*:?\s*/i;

/** Reason texts: "Reason 1: …", "Factor: …", or a "Reasons"/"Key factors" heading over a list, wrapped lines joined. */
function readReasons(lines: readonly Line[]): string[] {
  const out: string[] = [];
  let listX: number | null = null;
  let lastX: number | null = null;
  for (const l of lines) {
    let used = false;
    for (const sg of l.segments) {
      const t = sg.text.trim();
      const coded = /^(?:reason|factor)s?\s*(?:code)?\s*\d*\s*[:.)\-–]\s*(.+)$/i.exec(t);
      const bullet = /^(?:[-•*·▪]|\d{1,2}[.)])\s+(.+)$/.exec(t);
      if (coded) {
        out.push(coded[1].trim());
        lastX = sg.x0;
        used = true;
      } else if (REASONS_HEAD.test(t) && t.replace(REASONS_HEAD, '') === '') {
        listX = -1;
        used = true;
      } else if (
        REASONS_HEAD.test(t) &&
        /^(key\s+factors|score\s+factors|reasons?|factors?)\s*:?$/i.test(t.match(REASONS_HEAD)![0].trim())
      ) {
        // "Key factors | One account has amounts in arrears"
        listX = -1;
        used = true;
      } else if (listX !== null && bullet) {
        out.push(bullet[1].trim());
        lastX = sg.x0;
        used = true;
      } else if (
        listX !== null &&
        listX === -1 &&
        /^[A-Z]/.test(t) &&
        !/\d{3}/.test(t) &&
        l.segments.length <= 2 &&
        sg === l.segments[l.segments.length - 1]
      ) {
        out.push(t);
        listX = sg.x0;
        lastX = sg.x0;
        used = true;
      } else if (listX !== null && listX >= 0 && Math.abs(sg.x0 - listX) < 3 && /^[A-Z]/.test(t) && !/:/.test(t)) {
        out.push(t);
        lastX = sg.x0;
        used = true;
      } else if (lastX !== null && out.length > 0 && Math.abs(sg.x0 - lastX) < 14 && /^[a-z(]/.test(t)) {
        out[out.length - 1] = `${out[out.length - 1]} ${t}`;
        used = true;
      }
    }
    if (!used && listX !== null && listX >= 0) listX = null;
  }
  return out;
}

function readEnquiries(sections: readonly Section[]): ReportEnquiry[] {
  const rows = readTables(linesOf(sections, ['enquiries']), ENQUIRY, ['institution'], 2);
  return rows
    .map((r) => ({
      date: date(r.fields.get('date')),
      institution: text(r.fields.get('institution')) ?? '',
      reason: text(r.fields.get('reason'))?.toLowerCase() ?? null,
    }))
    .filter((e) => e.institution !== '' && (e.date !== null || e.reason !== null));
}

const NO_HIT =
  /no\s+(credit\s+)?(record|hit|information|history|facilit|account)s?\s+(was\s+|were\s+)?(found|held|available|reported)|no\s+hit|not\s+found\s+in\s+(our|the)\s+(database|records)/i;

// How a bank statement names itself and its balances; a report that names no bureau and says these is a statement.
const STATEMENT_WORDS =
  /\b(?:statement\s+of\s+account|account\s+statement|opening\s+balance|closing\s+balance|balance\s+b\/f|transaction\s+history)\b/i;

export function parseCreditReport(
  lines: readonly Line[],
  options: { ocr?: boolean; ocrConfidence?: number } = {},
): CreditReport {
  const texts = lines.map((l) => l.text);
  const bureau = detectBureau(texts);
  if (!bureau)
    throw new CreditReportError(
      'NOT_A_CREDIT_REPORT',
      texts.some((t) => STATEMENT_WORDS.test(t)) ? STATEMENT_NOT_REPORT : undefined,
    );
  const sections = splitSections(lines);
  const ocr = options.ocr ?? false;

  const head = extractFields([...linesOf(sections, ['header', 'subject']), ...lines], HEADER, (field, v) =>
    field === 'reportDate' ? date(v) !== null : /\d/.test(v),
  );
  const reportDate =
    date(head.get('reportDate')) ??
    texts
      .slice(0, 12)
      .map((t) => date(t))
      .find((d) => d !== null) ??
    null;
  const refMatch = /[A-Z0-9][A-Z0-9/-]{3,}/i.exec(head.get('reference') ?? '');
  const reference = refMatch && /\d/.test(refMatch[0]) ? refMatch[0] : null;

  const who = extractFields([...linesOf(sections, ['header', 'subject'])], SUBJECT, (field, v) =>
    field === 'dateOfBirth' ? date(v) !== null : field === 'bvn' ? /[\d*Xx]{6,}/.test(v.replace(/\s/g, '')) : true,
  );
  // A name printed in parts (Surname / First Name / Other Names) reads first, other, surname.
  const parts = [who.get('firstName'), who.get('otherNames'), who.get('surname')].map((x) => text(x)).filter(Boolean);
  const name =
    text(who.get('name'))?.replace(/\s+(date of birth|dob|bvn)\b.*$/i, '') ??
    (parts.length >= 2 ? parts.join(' ') : null);
  const subject = { name, dateOfBirth: date(who.get('dateOfBirth')), bvn: maskBvn(who.get('bvn')) };

  const accounts = readAccounts(sections, reportDate, ocr);
  const enquiries = readEnquiries(sections);
  const score = readScore(bureau, sections);
  const records = readRecords(sections, ocr);
  const { summary, warnings } = readSummary(sections, accounts, ocr, records);

  const noHit = accounts.length === 0 && NO_HIT.test(texts.join('\n'));
  if (accounts.length === 0 && !noHit && !score && !subject.name) throw new CreditReportError('NO_REPORT_CONTENT');
  // A scan whose printed totals disagree with its rows may have been misread: say so rather than trust a figure.
  if (ocr && (warnings.length > 0 || (options.ocrConfidence ?? 100) < 70))
    warnings.push('Parts of this scan were hard to read; check the figures against the report before relying on them.');
  return { bureau, reportDate, reference, subject, score, summary, accounts, enquiries, ...records, warnings };
}
