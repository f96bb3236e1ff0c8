/** One clear sentence per error (shown to people and printed by the CLI). */
export const MESSAGES = {
  PASSWORD_REQUIRED: 'This PDF is protected with a password; enter the password your bank sent with it.',
  PASSWORD_INCORRECT: 'The password for this PDF is incorrect; check it and try again.',
  UNSUPPORTED_FORMAT: 'This file type is not supported; upload a PDF, PNG, JPG, CSV, XLS or XLSX statement.',
  SHEET_PASSWORD_REQUIRED: 'This spreadsheet is protected with a password; enter the password your bank sent with it.',
  SHEET_PASSWORD_INCORRECT: 'The password for this spreadsheet is incorrect; check it and try again.',
  UNREADABLE_PDF: 'This PDF is damaged or not a valid PDF, so it could not be read.',
  UNREADABLE_SHEET: 'This spreadsheet is damaged or not a valid XLS/XLSX file, so it could not be read.',
  UNREADABLE_IMAGE: 'This image could not be read; take a clearer, well-lit photo of the statement.',
  UNREADABLE_TEXT: 'This file is not readable text, so the statement could not be read.',
  OCR_NOT_CONFIGURED: 'This statement is a scan or photo and text recognition is not available here.',
  NO_TRANSACTIONS:
    'No transactions were found in this file; make sure it is a bank statement with a transaction table.',
  /** A table of dates and amounts that names no bank or account, under headings no statement prints, whose figures run as no balance. */
  NOT_A_STATEMENT:
    'This file does not look like a bank statement: it names no bank or account, its columns are not a statement’s, and its figures do not add up as a running balance. Upload the statement your bank’s app or internet banking gives.',
  /** One payment's receipt (a transfer receipt screenshot, a bank's "Download receipt" PDF), not an account's history. */
  RECEIPT:
    'This file is a transaction receipt, not a bank statement: a receipt shows one payment, not all the money that came in and went out of your account. Upload the statement your bank’s app or internet banking gives for a month or more.',
  /** A credit bureau's report uploaded as a statement (other-document.ts). */
  CREDIT_REPORT:
    'This file is a credit report, not a bank statement: it lists your loans and how you repaid them, not the money that came in and went out of your account. Upload it on the Credit Reports page to have it read, and upload your bank statement here.',
  /** A lender's offer letter or loan agreement uploaded as a statement (other-document.ts). */
  LOAN_CONTRACT:
    'This file is a loan offer or agreement, not a bank statement. Upload it on the Analyze Loan Offer page (Loans) to see what the loan really costs, and upload your bank statement here.',
  /** A statement that prints its period and equal opening and closing balances, and no transaction between them. */
  NO_TRANSACTIONS_IN_PERIOD: (from: string, to: string) =>
    `This statement lists no transactions between ${from} and ${to} (its opening and closing balances are the same), so there is nothing to analyse; download a period in which money came in or went out.`,
  TOO_LARGE: 'This file is larger than 10 MB; download a shorter period or split the statement.',
  TOO_MUCH_MEMORY: 'This file needs too much memory to read, so it was stopped.',
  TOOK_TOO_LONG: 'This file took too long to read, so it was stopped; try a clearer or shorter statement.',
  TOO_MANY_PAGES: 'This statement has more than 1,000 pages; download a shorter period.',
  TOO_MANY_SCANNED_PAGES:
    'This scanned statement has more than 60 pages, more than we can read from images. Download a shorter period, or the text PDF your bank app or internet banking gives (not a scan or a print-out).',
  ZIP_BOMB: 'This spreadsheet expands to too much data to be a bank statement, so it was refused.',
  EMPTY: 'This file is empty.',
  /**
   * A scan or photo whose balances show money moved, but whose table could not be read at all; the balances are
   * named only where the printed totals prove them.
   */
  UNREAD_SCAN_TABLE: (balances: { opening: string; closing: string } | null) =>
    `This photo or scan shows a statement${balances ? ` whose balance went from ${balances.opening} to ${balances.closing}` : ''}, but its transactions could not be read. Take a sharper photo in good light, with the page flat and filling the frame, or upload the PDF or spreadsheet your bank sent.`,
  /** A scan or photo read so poorly that most of its rows disagree with the balances printed beside them. */
  UNRELIABLE_SCAN: (agree: number, rows: number) =>
    `This photo or scan could not be read clearly enough to trust its figures: only ${agree} of the ${rows} rows read agree with the balance printed beside them. Take a sharper photo in good light, with the page flat and filling the frame, or upload the PDF or spreadsheet your bank sent.`,
  /** A scan or photo whose few rows that disagree with their balances carry much of the money read. */
  MISREAD_MONEY: (misread: string, read: string) =>
    `This photo or scan could not be read clearly enough to trust its figures: rows holding ${misread} of the ${read} read disagree with the balances printed beside them. Take a sharper photo in good light, with the page flat and filling the frame, or upload the PDF or spreadsheet your bank sent.`,
  /** A scan or photo whose rows carry no balance to check them by and add up far from the totals it prints. */
  MISREAD_TOTALS: (rowsIn: string, rowsOut: string, printedIn: string, printedOut: string) =>
    `This photo or scan could not be read clearly enough to trust its figures: its rows add up to ${rowsIn} in and ${rowsOut} out, where the statement prints ${printedIn} and ${printedOut}. Take a sharper photo in good light, with the page flat and filling the frame, or upload the PDF or spreadsheet your bank sent.`,
} as const;
