import { describe, expect, it } from 'vitest';
import { detectBank } from './detect-bank.ts';

describe('detectBank', () => {
  it('uses the header first, then the file name, then the layout', () => {
    expect(detectBank(['Guaranty Trust Bank Ltd', 'Account Name: ADA'], undefined, null)).toBe('gtbank');
    expect(detectBank(['Account Name: ADA'], 'kuda-statement.pdf', null)).toBe('kuda');
    // A title printed letter by letter.
    expect(detectBank(['A C C E S S  B A N K  P L C', 'STATEMENT OF ACCOUNT'], undefined, null)).toBe('access');
    expect(detectBank(['Account Name: ADA'], 'x.pdf', 'opay')).toBe('opay');
    expect(detectBank(['Lagos Cooperative Microfinance Bank'], undefined, null)).toBe('other');
    expect(detectBank([], undefined, null)).toBeNull();
    // The banks' own apps by name: Sterling's OneBank, First Bank's FirstMobile.
    expect(detectBank(['Transactions  OneBank', 'Available balance'], undefined, null)).toBe('sterling');
    expect(detectBank(['FirstMobile  Account activity · 30******17'], undefined, null)).toBe('firstbank');
    // Set 24: a cooperative society and a payroll lender licensed as a finance company are institutions we do not
    // list by name.
    expect(detectBank(['HarvestCircle Cooperative Savings & Credit Society', 'Member Statement of Account'], undefined, null)).toBe('other');
    expect(detectBank(['PAYSURE CREDIT LIMITED - Payroll Lending', 'Licensed by CBN as a Finance Company'], undefined, null)).toBe('other');
    expect(detectBank(['ACCOUNT STATEMENT', 'Account Name: ADA'], undefined, null)).toBeNull();
    // Set 27: the large microfinance banks by name; "Accion" and "Baobab" alone are no bank.
    expect(detectBank(['LAPO Microfinance Bank Ltd', 'Client Savings Statement'], undefined, null)).toBe('lapo');
    expect(detectBank(['ACCION MICROFINANCE BANK LIMITED'], undefined, null)).toBe('accion');
    // A wordmark over its legal name, the address naming it (set 23's Accion statement).
    expect(detectBank(['ACCION  Head Office: Plot 194, Ikorodu Road', 'Microfinance Bank Limited  contactcenter@accionmfb.com'], undefined, null)).toBe('accion');
    expect(detectBank(['Baobab Street Traders Ltd'], undefined, null)).toBeNull();
    // A browser's print of GTBank's internet banking names it by its own brand.
    expect(detectBank(['11/30/26, 6:33 PM  GTWorld | Account Statement', 'Customer Statement'], undefined, null)).toBe('gtbank');
  });

  it("reads a logo's name set on two lines beside the title (set 38's GTBank scan)", () => {
    const head = ['B Guaranty  Customer Account Statement', 'Trust  Bank', 'Generated on 03-Sep-2025', 'Account Name:  OLUMIDE FASHOLA  Opening Balance:  52,400.75'];
    expect(detectBank(head, undefined, null)).toBe('gtbank');
    // Words of two lines that name no bank together name none.
    expect(detectBank(['Union  Customer Account Statement', 'Road  Bank Branch'], undefined, null)).toBe('other');
  });
  it('knows a POS agent’s own bank from the settlement of its terminals, not from a purchase at someone else’s', () => {
    const settled = [
      'POS Cash Out Settlement TID 2MPT9798 Card 5399****4108',
      'Airtime purchase MTN',
      'POS Cash Out Settlement TID 2MPT8701 Card 5399****1144',
    ];
    expect(detectBank(['Account Name,KEMI'], undefined, null, settled)).toBe('moniepoint');
    // The header's own bank name comes first.
    expect(detectBank(['First Bank of Nigeria'], undefined, null, settled)).toBe('firstbank');
    const purchases = ['POS PURCHASE TID 2MPT9798 SHOPRITE', 'POS PURCHASE TID 2MPT8701 SPAR'];
    expect(detectBank(['Account Name,KEMI'], undefined, null, purchases)).toBeNull();
    expect(detectBank(['Account Name,KEMI'], undefined, null, settled.slice(0, 1))).toBeNull();
  });

  it("knows First Bank from its own app's transfers out, before a layout another bank shares, and not from money sent by a First Bank customer", () => {
    // Set 17's First Bank scan: a logo read as "stBan", the headings a Sterling layout shares.
    const own = ['FBN MOBILE TRF TO DAYO AJAYI/KUDA MFB/1713883511', 'NIP CHARGE + VAT', 'FBN MOBILE TRF TO YUSUF OGUNLEYE/MONIEPOINT MFB'];
    expect(detectBank(['stBan', 'ACCOUNT STATEMENT - 3 MONTHS'], undefined, 'sterling', own)).toBe('firstbank');
    expect(detectBank(['stBan'], undefined, 'sterling', own.slice(0, 2))).toBe('sterling');
    const received = ['NIP FRM YUSUF ETIM/FIRST BANK/577182103042', 'NIP FRM TUNDE UZOR/FIRST BANK/4116754382'];
    expect(detectBank(['stBan'], undefined, null, received)).toBeNull();
  });

  it("knows UBA from its title with a word lost and from its tagline", () => {
    // Set 18's UBA copier scan: the logo's "United" not read.
    expect(detectBank(['Bank for Africa Plc STATEMENT OF ACCOUNT'], undefined, null)).toBe('uba');
    expect(detectBank(["Africa's United s global bank"], undefined, null)).toBe('uba');
    expect(detectBank(['Bank of Africa Plc'], undefined, null)).toBe('other');
  });

  it('knows the smaller banks and lenders by name, and common words only with "Bank"', () => {
    expect(detectBank(['JAIZ BANK PLC  STATEMENT OF ACCOUNT'], undefined, null)).toBe('jaiz');
    expect(detectBank(['Globus Bank  25 Tafawa Balewa Street'], undefined, null)).toBe('globus');
    expect(detectBank(['TITAN TRUST BANK LIMITED'], undefined, null)).toBe('titan');
    expect(detectBank(['UNITY BANK PLC  E-STATEMENT OF ACCOUNT'], undefined, null)).toBe('unity');
    expect(detectBank(['OPTIMUS BANK LIMITED  PAGE 1 OF 2'], undefined, null)).toBe('optimus');
    expect(detectBank(['FairMoney  Microfinance Bank · Account Statement'], undefined, null)).toBe('fairmoney');
    expect(detectBank(['Premium Trust Bank'], undefined, null)).toBe('premiumtrust');
    expect(detectBank(['PARALLEX BANK'], undefined, null)).toBe('parallex');
    // A savings app names itself before the partner bank that holds the money.
    expect(detectBank(['piggyvest  PiggyVest · PiggyTech Global Ltd', 'Flex Naira account number: 9934027156 (Providus Bank)'], undefined, null)).toBe('piggyvest');
    expect(detectBank(['Cowrywise  Savings statement'], undefined, null)).toBe('cowrywise');
    // A logo's words read as two cells, far apart on a photo ("Union   Bank").
    expect(detectBank(['Union    Bank  Generated for customer use'], undefined, null)).toBe('union');
    // A business named "Unity" or "Optimus" banking elsewhere is no bank of that name.
    expect(detectBank(['UNITY VENTURES LTD', 'Account Name: OPTIMUS STORES'], undefined, null)).toBeNull();
  });
  it('knows the banks of the seventh held-out set by their names, and Access by its tagline', () => {
    expect(detectBank(['citi  Citibank Nigeria Limited | Statement of Account'], undefined, null)).toBe('citibank');
    expect(detectBank(['Standard Chartered Bank Nigeria Limited'], undefined, null)).toBe('standardchartered');
    expect(detectBank(['HERITAGE BANKING COMPANY LTD  CUSTOMER ACCOUNT STATEMENT'], undefined, null)).toBe('heritage');
    expect(detectBank(['access ACCOUNT STATEMENT  more than banking'], undefined, null)).toBe('access');
    // A browser's print of the online-banking page titles it so; "access" alone is an ordinary word.
    expect(detectBank(['11/29/26, 6:35 AM  Access Online Banking - Transaction History'], undefined, null)).toBe('access');
    expect(detectBank(['Get access to your account'], undefined, null)).toBeNull();
    // The wordmark's chevron read as a sign between its words.
    expect(detectBank(['ACCOUNT STATEMENT', 'access> bank  Generated on 04-Mar-2024 11:52 AM'], undefined, null)).toBe('access');
    // The wordmark alone on the first line, its chevron set as a character (set 29's Access print).
    expect(detectBank(['access>', 'Statement of Account'], undefined, null)).toBe('access');
    expect(detectBank(['access', 'Statement of Account'], undefined, null)).toBe('access');
    // A heritage site or a sparkling drink is no bank.
    expect(detectBank(['Lagos Heritage Tours  Sparkle Water Ltd'], undefined, null)).toBeNull();
    // Chipper's wallet statement names itself with what it is; a chipper (a kind of fryer) is no wallet.
    expect(detectBank(['NGN wallet statement', 'Chipper  Ifeoma Chidinma Anyanwu  Requested 5 Oct 2025'], undefined, null)).toBe('chipper');
    expect(detectBank(['Chipper Cash  Statement'], undefined, null)).toBe('chipper');
    expect(detectBank(['POTATO CHIPPER SUPPLIES LTD'], undefined, null)).toBeNull();
  });
  it("names a bank whose coined name a scan misread by one letter, never an ordinary word so", () => {
    expect(detectBank(['vig TaN', 'PaimPay', 'GODWIN EFE OMORUYI  Account No. 8067314452'], undefined, null)).toBe('palmpay');
    expect(detectBank(['Monlepoint Business Statement'], undefined, null)).toBe('moniepoint');
    expect(detectBank(['Ecobnk'], undefined, null)).toBe('ecobank');
    // "Sterline" is no slip of a coined name; "Palm Pay Street" has no word within one letter of "palmpay".
    expect(detectBank(['Sterline Court, Lekki'], undefined, null)).toBeNull();
    expect(detectBank(['12 Palm Pay Street'], undefined, null)).toBeNull();
  });
  it("names a bank whose full name a scan's letterhead read one letter off, never a short name nor deep in the head", () => {
    // Set 54's Union scan: the K of "BANK" lost at the edge of the dark band, the title at the right unread.
    const letterhead = ['DIT  men', 'UNION BAN  ed 2/(', 'Branch: ALLEN AVENUE, IKEJA, LAGOS', 'STATEMENT OF ACCOUNT'];
    expect(detectBank(letterhead, undefined, null)).toBe('union');
    expect(detectBank(['UNI0N BANK PLC', 'STATEMENT OF ACCOUNT'], undefined, null)).toBe('union');
    expect(detectBank(['Lotus Bnk', 'Account Statement'], undefined, null)).toBe('lotus');
    // One letter off a name shorter than ten characters is an ordinary phrase ("Nova Band"); the letterhead is the
    // page's first lines, not a line further down.
    expect(detectBank(['Nova Band Music Ltd', 'Welcome back'], undefined, null)).toBeNull();
    expect(detectBank([...Array<string>(6).fill('Account Name: ADA'), 'UNION BAN'], undefined, null)).toBeNull();
  });
});
