import { describe, expect, it } from 'vitest';
import { maskAccountNumber, readStatementInfo } from './read-statement-info.ts';

describe('readStatementInfo', () => {
  it('reads the header block and masks the account number', () => {
    const info = readStatementInfo(
      [
        'Guaranty Trust Bank Ltd',
        'Account Name: ADA OKAFOR',
        'Account Number: 0123456789',
        'Statement Period: 01-Jan-2025 to 31-Mar-2025',
        'Opening Balance: 12,345.67',
        'Currency: NGN',
      ],
      ['Closing Balance: 1,000.00'],
    );
    expect(info).toEqual({
      accountName: 'ADA OKAFOR',
      accountNumber: '******6789',
      periodStart: '2025-01-01',
      periodEnd: '2025-03-31',
      openingBalance: 1234567,
      closingBalance: 100000,
      currency: 'NGN',
      totalCredits: null,
      totalDebits: null,
    });
    expect(maskAccountNumber('12')).toBeNull();
    expect(readStatementInfo(["Account Number:  '4481203395"], []).accountNumber).toBe('******3395');
    // A label its spreadsheet cell cut short.
    expect(readStatementInfo(['Account Numb 0079451362'], []).accountNumber).toBe('******1362');
    expect(readStatementInfo(['Account Nam BOLANLE RUKAYAT ADEOSUN'], []).accountName).toBe('BOLANLE RUKAYAT ADEOSUN');
    // A wallet's export: the currency in brackets after each label, the period's ends joined by "~".
    const palmpay = [
      'Date Range:  2025-10-01 ~ 2025-10-31',
      'Opening Balance (NGN):  23,450.00',
      'Closing Balance (NGN):  466,989.14',
      'Total Money In (NGN):  572,850.00',
      'Total Money Out (NGN):  129,310.86',
    ];
    const wallet = readStatementInfo(palmpay, palmpay);
    expect([
      wallet.periodStart,
      wallet.periodEnd,
      wallet.openingBalance,
      wallet.closingBalance,
      wallet.totalCredits,
      wallet.totalDebits,
    ]).toEqual(['2025-10-01', '2025-10-31', 2_345_000, 46_698_914, 57_285_000, 12_931_086]);
  });
  it('reads the number from the preamble as a page printed it when the header put together lost it, never from a row', () => {
    // A spreadsheet printed across pages: labels on one page, values on another (sheet-across-pages.ts).
    const header = ['Account Number Period Opening Balance  0079352416 01-Oct-2025 to 31-Oct-2025 334,180.77'];
    const all = ['Account Number 0079352416 Total Credit 1,577,500.00', 'Trans Date Narration', '01-Oct-2025 POS'];
    expect(readStatementInfo(header, all).accountNumber).toBe('******2416');
    const rowsOnly = ['Trans Date Narration', '01-Oct-2025 TRF TO ACCOUNT NO 0123456789'];
    expect(readStatementInfo(header, rowsOnly).accountNumber).toBeNull();
  });

  it("reads the holder's name and number set apart by a dash on one line, with the account's kind before the number", () => {
    // An app's screen under its title: "Halima Sani - 4000177213", "Ada Obi · Savings 01******89".
    const sparkle = readStatementInfo(['History', 'Halima Sani - 4000177213', 'Inflow  Outflow  Nov 2025'], []);
    expect([sparkle.accountName, sparkle.accountNumber]).toEqual(['Halima Sani', '******7213']);
    // Masked, the number is read (the name over a masked number is not told from a heading yet).
    expect(readStatementInfo(['Transactions', 'Ada Obi · Savings 01******89'], []).accountNumber).toBe('********89');
    // The account's kind before the number: the holder is the name above.
    const gtbank = readStatementInfo(
      ['ADAEZE CHIOMA NWOSU', 'Savings Account - 0158264937', '01-Nov-2025 to 27-Nov-2025'],
      [],
    );
    expect([gtbank.accountName, gtbank.accountNumber]).toEqual(['ADAEZE CHIOMA NWOSU', '******4937']);
    // A wordmark before the number names the bank: the holder is the name above.
    const opay = readStatementInfo(['BLESSING ADAORA OKON', 'OPay  Wallet account 81******47'], []);
    expect([opay.accountName, opay.accountNumber]).toEqual(['BLESSING ADAORA OKON', '********47']);
  });
  it('reads a number the bank printed masked, a minus sign between the parts of a date, and compact dates', () => {
    // Set 23: an a2ps printout (U+2212 for the hyphen) and a Finacle line printer ("20250901").
    const keystone = readStatementInfo(
      ['Customer : ETIM BASSEY OKON        Account : ******4521', 'Period   : 01−10−2025 to 30−11−2025'],
      [],
    );
    expect([keystone.accountNumber, keystone.periodStart, keystone.periodEnd]).toEqual([
      '******4521',
      '2025-10-01',
      '2025-11-30',
    ]);
    expect(readStatementInfo(['Account No: 51****4417'], []).accountNumber).toBe('******4417');
    // Two digits shown at each end (Wema).
    expect(readStatementInfo(['Account Number  02******61  Total Debit  528054.26'], []).accountNumber).toBe(
      '********61',
    );
    expect(readStatementInfo(['Account Number  0*********'], []).accountNumber).toBeNull();
    const union = readStatementInfo(
      ['BRANCH: 0214 ALLEN AVENUE IKEJA     PERIOD: 20250901 - 20251031     RUN DATE: 20251103'],
      [],
    );
    expect([union.periodStart, union.periodEnd]).toEqual(['2025-09-01', '2025-10-31']);
    // Eight digits that are no date of this century, or no real month, are no period.
    expect(readStatementInfo(['PERIOD: 19990901 - 20251399'], []).periodStart).toBeNull();
  });
  it('reads summary figures typed =N=, in whole naira, with a trailing minus or spaced thousands, and a member name', () => {
    // Set 24's summaries: Unity's "=N=", Carbon's whole naira, a payroll lender's trailing minus, a cooperative's
    // member, and thousands set apart by spaces.
    expect(readStatementInfo(['Opening Balance:   =N=187,432.50'], []).openingBalance).toBe(18743250);
    const carbon = readStatementInfo(['Opening balance   N 87,400', 'Money out   (N 833,450)'], []);
    expect([carbon.openingBalance, carbon.totalDebits]).toEqual([8740000, 83345000]);
    expect(readStatementInfo(['Opening Balance                155,000.00-'], []).openingBalance).toBe(-15500000);
    expect(readStatementInfo(['Opening Balance   N 1 250 000.00'], []).openingBalance).toBe(125000000);
    expect(readStatementInfo(['Member Name  Ngozi Chiamaka Uzor'], []).accountName).toBe('Ngozi Chiamaka Uzor');
  });
  it('reads an unlabelled account block: the name over the bare account number, then the period', () => {
    const info = readStatementInfo(
      [
        'kuda.',
        'Account Statement',
        'Halima Zainab Abubakar',
        '2043598817',
        'Savings (Spend Account)',
        '01/05/2025 - 31/05/2025',
      ],
      [],
    );
    expect([info.accountName, info.accountNumber, info.periodStart, info.periodEnd]).toEqual([
      'Halima Zainab Abubakar',
      '******8817',
      '2025-05-01',
      '2025-05-31',
    ]);
    // A ten-digit number inside a line is no account number, and two dates in a sentence are no period.
    const loose = readStatementInfo(['Ref 2043598817 issued', 'Printed 01/06/2025 - 02/06/2025 by the branch'], []);
    expect([loose.accountNumber, loose.periodStart]).toEqual([null, null]);
  });
  it('reads a summary figure whose naira sign OCR read as "#" or "§", in a scan only', () => {
    const text = ['Closing Balance: #108,592.00', 'Total Credit: §122,085.00'];
    expect(readStatementInfo(text, [], null, { ocr: true })).toMatchObject({
      closingBalance: 10859200,
      totalCredits: 12208500,
    });
    expect(readStatementInfo(text, [])).toMatchObject({ closingBalance: null, totalCredits: null });
  });
  it('reads a period that ends the line giving the account, and no range with words after it', () => {
    const strip = readStatementInfo(
      ['FirstBank FirstOnline', 'Transaction History  Account. 3086471259 Savings + 10/09/2025 - 30/09/2025'],
      [],
    );
    expect([strip.periodStart, strip.periodEnd]).toEqual(['2025-09-10', '2025-09-30']);
    expect(strip.accountNumber).toBe('******1259');
    expect(readStatementInfo(['Savings Account: 30864712'], []).accountNumber).toBeNull();
    expect(
      readStatementInfo(['Account 3086471259 opened 10/09/2025 - 30/09/2025 by transfer'], []).periodStart,
    ).toBeNull();
  });
  it('reads a summary figure whose commas a photo read as points whole, never its first group', () => {
    const text = ['Total Debit   353.600.00', 'Closing Balance   197.345.12'];
    expect(readStatementInfo(text, [], null, { ocr: true })).toMatchObject({
      closingBalance: 19734512,
      totalDebits: 35360000,
    });
    // A text file's figure is the bank's: two points make no amount, rather than a wrong one.
    expect(readStatementInfo(text, [])).toMatchObject({ closingBalance: null, totalDebits: null });
    expect(readStatementInfo(['Closing Balance: 1,234.56'], [])).toMatchObject({ closingBalance: 123456 });
    expect(readStatementInfo(['Opening  Balance  140, 950. 60'], [], null, { ocr: true })).toMatchObject({
      openingBalance: 14095060,
    });
  });
  it('reads the account number from the table title when no label names it', () => {
    const info = readStatementInfo(
      ['STATEMENT OF ACCOUNT', 'Account Name  CHUKWUEMEKA NNAMANI', 'CURRENT ACCOUNT - 1489920317'],
      [],
    );
    expect(info.accountNumber).toBe('******0317');
    // A title with words after the number is no title.
    expect(readStatementInfo(['TRANSFER TO SAVINGS ACCOUNT - 1489920317 FOR RENT'], []).accountNumber).toBeNull();
  });
  it('reads a masked number in the table title, and a title with its currency beside it (set 45)', () => {
    expect(
      readStatementInfo(['Account Name: NWOSU CHINEDU PAUL', 'CURRENT ACCOUNT 3012****89 (NGN)'], []).accountNumber,
    ).toBe('********89');
    expect(
      readStatementInfo(
        ['Customer: EZE CHIAMAKA NGOZI', 'NAIRA CURRENT ACCOUNT - 0123456789   Currency: NAIRA (NGN)'],
        [],
      ).accountNumber,
    ).toBe('******6789');
  });
  it('reads a business account holder labelled "Business Name"', () => {
    const info = readStatementInfo(
      ['Moniepoint', 'Business Name: ADEBAYO PROVISIONS & SONS VENTURES', 'Account Number: 6012345678'],
      [],
    );
    expect([info.accountName, info.accountNumber]).toEqual(['ADEBAYO PROVISIONS & SONS VENTURES', '******5678']);
    // A corporate statement's "Account Title", beside its statement dates (set 27's Citibank).
    const corporate = readStatementInfo(['Account Title:  SAHEL AGRO VENTURES LTD  Statement To:  2025-08-31'], []);
    expect(corporate.accountName).toBe('SAHEL AGRO VENTURES LTD');
  });
  it("joins a name wrapped in its cell beside a label wrapped in its own (set 27's Unity Bank table)", () => {
    const info = readStatementInfo(
      ['UNITY BANK PLC - STATEMENT OF ACCOUNT', 'ACCOUNT  YAKUBU DANLADI  ACCOUNT', '0021457783', 'NAME  GAMBO  NO'],
      [],
    );
    expect(info.accountName).toBe('YAKUBU DANLADI GAMBO');
    // A name cell alone is read as it is.
    expect(readStatementInfo(['Account Type  SAVINGS', 'NAME  FATIMA BELLO'], []).accountName).toBe('FATIMA BELLO');
  });
  it('reads the holder labelled "Customer:", not a customer-care line', () => {
    const info = readStatementInfo(['CONSOLIDATED STATEMENT OF ACCOUNTS', 'Customer: EMMANUEL TOCHUKWU OBI'], []);
    expect(info.accountName).toBe('EMMANUEL TOCHUKWU OBI');
    expect(readStatementInfo(['Customer Care: 0700 000 0000'], []).accountName).toBeNull();
  });
  it('reads a minus sign right before a figure as negative, and a spaced dash as a separator', () => {
    // A spreadsheet's negative number (shown in parentheses by its format) reaches the header text as "-45123.00".
    const sheet = readStatementInfo(['Opening Balance -45123.00', 'Closing Balance 1675472.92'], []);
    expect([sheet.openingBalance, sheet.closingBalance]).toEqual([-4512300, 167547292]);
    const dashed = readStatementInfo(['Opening Balance - 1,000.00', 'Closing Balance - (250.00)'], []);
    expect([dashed.openingBalance, dashed.closingBalance]).toEqual([100000, -25000]);
  });
  it('reads a bare "Name:" label at the start of a line, and an account number that ends where a word begins', () => {
    // As a 150-dpi scan reads Union's banner: the S of "Savings" came out as a 5.
    const info = readStatementInfo(
      ['Customer Account Statement', 'Name: IKECHUKWU PAUL OKONKWO  Account No: 0117654329  5avings  NGN'],
      [],
    );
    expect([info.accountName, info.accountNumber]).toEqual(['IKECHUKWU PAUL OKONKWO', '******4329']);
    expect(readStatementInfo(['Account No: 0117 6543 29'], []).accountNumber).toBe('******4329');
    expect(readStatementInfo(['Bank Name: Union Bank of Nigeria'], []).accountName).toBeNull();
  });
  it("reads an online-banking page's breadcrumb for the number and its greeting for the holder", () => {
    // Set 52's Ecobank history printed from the browser: the number in the breadcrumb, the name in the greeting.
    const page = [
      '3/31/25, 9:47 PM  Ecobank Online - Account History',
      'Welcome, Kehinde Oluwafemi Adegoke | Accounts  Transfers  Payments  Cards  Log out',
      'Accounts › 3910472685 › Account History',
      'Account  Opening Balance (01-Mar-2025)  Total Debits / Total Credits  Closing Balance (31-Mar-2025)',
    ];
    const info = readStatementInfo(page, []);
    expect([info.accountName, info.accountNumber]).toEqual(['Kehinde Oluwafemi Adegoke', '******2685']);
    // A welcome to the bank's site names no one.
    expect(readStatementInfo(['Welcome To Ecobank Online  Log out', 'Welcome to internet banking'], []).accountName).toBeNull();
  });

  it('reads the holder and number from a banner of cells split by bars', () => {
    const info = readStatementInfo(
      ['Kuda Microfinance Bank', 'Account Statement | Ruth Ebere Nwachukwu | 2047731958 | 01/06/25 - 30/06/25'],
      [],
    );
    expect([info.accountName, info.accountNumber, info.periodStart]).toEqual([
      'Ruth Ebere Nwachukwu',
      '******1958',
      '2025-06-01',
    ]);
    // A name and a bare number alone on a line (an app bar whose middle dot was not read), or split by a dot.
    expect(readStatementInfo(['Transaction History', 'IBRAHIM SANI MUSA  8142095536'], []).accountName).toBe(
      'IBRAHIM SANI MUSA',
    );
    // An online-banking page's banner after its heading, and a CSV's title line of cells split by spaced dashes.
    const page = readStatementInfo(
      [
        'My Accounts  Home › Accounts',
        'Account Statement  Transaction History CHIAMAKA ADANNA OKONKWO · Savings Account · 1473920586',
      ],
      [],
    );
    expect([page.accountName, page.accountNumber]).toEqual(['CHIAMAKA ADANNA OKONKWO', '******0586']);
    const csv = readStatementInfo(
      ['STERLING BANK PLC - ACCOUNT STATEMENT - NKECHI PRECIOUS IBEKWE - 0081736452 - 1-Nov-25 to 30-Nov-25'],
      [],
    );
    expect([csv.accountName, csv.accountNumber]).toEqual(['NKECHI PRECIOUS IBEKWE', '******6452']);
    // A browser page photographed: the banner's last cell runs on into the period and the balances printed after it.
    const photo = readStatementInfo(
      ['FUNMILAYO ESTHER BAKARE - Savings - 2087741935  01-Oct-2025 to 31-Oct-2025  Opening Balance: NGN 128,400.00'],
      [],
    );
    expect([photo.accountName, photo.accountNumber]).toEqual(['FUNMILAYO ESTHER BAKARE', '******1935']);
    // An app's page printed by a browser: the bank's full name between the holder's name and the number.
    const app = readStatementInfo(
      ['TEMILOLUWA GRACE ADEYINKA · Kuda Microfinance Bank · 2013847756 · 01 Feb 25 – 31 Mar 25'],
      [],
    );
    expect([app.accountName, app.accountNumber]).toEqual(['TEMILOLUWA GRACE ADEYINKA', '******7756']);
    // A spreadsheet's title row: its cells, kept two spaces apart.
    const row = readStatementInfo(
      ['Nova Bank (Nova Merchant Bank Ltd) account export  IFEANYI PAUL UZOMA  2207731546  2025-11-01  2025-11-30'],
      [],
    );
    expect([row.accountName, row.accountNumber]).toEqual(['IFEANYI PAUL UZOMA', '******1546']);
    expect(readStatementInfo(['IBRAHIM SANI MUSA · 8142095536'], []).accountNumber).toBe('******5536');
    expect(readStatementInfo(['Lagos Office  Customer Care  0700000000'], []).accountName).toBeNull();
    // A bar inside a narration-like line without a bare number names nobody.
    expect(readStatementInfo(['Account Statement | Savings Pocket | Lagos'], []).accountName).toBeNull();
  });
  it('reads the balances labelled short ("Opening Bal:", "Closing Bal.")', () => {
    const info = readStatementInfo(['Opening Bal:  NGN 62,350.80', 'Closing Bal. NGN 302,942.67'], []);
    expect([info.openingBalance, info.closingBalance]).toEqual([6_235_080, 30_294_267]);
  });
  it('reads label cells without colons, as a spreadsheet prints them, two spaces from their values', () => {
    const info = readStatementInfo(
      [
        'ALAT by Wema - Account Statement',
        'Name  FATIMA ZAHRA ABDULKADIR',
        'Account  0236619847',
        'From  01/06/2025  To  30/06/25',
      ],
      [],
    );
    expect(info.accountName).toBe('FATIMA ZAHRA ABDULKADIR');
    expect(info.accountNumber).toBe('******9847');
    const carbon = readStatementInfo(['Carbon Statement of Account', 'Customer  OMOLARA ABISOLA BANJOKO'], []);
    expect(carbon.accountName).toBe('OMOLARA ABISOLA BANJOKO');
    // Inside a sentence or after another word, "Name" and "Customer" are no labels.
    expect(readStatementInfo(['Bank Name  Wema Bank', 'Customer Service  0700 000 0000'], []).accountName).toBeNull();
  });
  it('takes the account number from a section title with the currency after it', () => {
    const info = readStatementInfo(['STATEMENT OF ACCOUNT', 'CURRENT ACCOUNT 3118204576 (NGN)'], []);
    expect(info.accountNumber).toBe('******4576');
  });
  it("takes the period from an app's month selector above its history", () => {
    expect(readStatementInfo(['Transaction History', 'October 2025 ▾'], [])).toMatchObject({
      periodStart: '2025-10-01',
      periodEnd: '2025-10-31',
    });
    expect(readStatementInfo(['Transactions', 'Nov 2025 v  Out: ₦244,760.00'], [])).toMatchObject({
      periodStart: '2025-11-01',
      periodEnd: '2025-11-30',
    });
    // A printed period wins; a month in a sentence is no selector.
    expect(readStatementInfo(['Statement Period: 01-Oct-2025 to 15-Oct-2025', 'October 2025'], [])).toMatchObject({
      periodEnd: '2025-10-15',
    });
    expect(readStatementInfo(['Salary for October 2025 paid'], []).periodStart).toBeNull();
  });
});
