/**
 * The narration classes of set N's first run: USSD and app transfer grammar, the holder's name in another order,
 * charges with the payee after a dash, society loans and lender payouts, POS agent cash-outs, glued bill and card
 * lines, memos on a transfer to a person, and credits and debits of a kind one word misread. Every narration here
 * was written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration, createCategoriser } from './categorise.ts';
import { extractCounterparty } from './normalise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried', accountName?: string): string =>
  categoriseNarration(d, amountKobo, { persona, accountName }).category;

describe('transfer grammar', () => {
  it('reads a USSD line "*<code>#-NAME-<ref>" as a transfer to the person', () => {
    expect(extractCounterparty('*894#-BELLO KUNLE TAYO-44120987', false)).toBe('bello kunle tayo');
    expect(cat('*894#-BELLO KUNLE TAYO-44120987', -1_500_000)).toBe('transfers_out');
    expect(cat('*737*2#-IFEOMA UDEH-10293847', -800_000)).toBe('transfers_out');
    expect(cat('USSD-Chinedu Amadi-55667788', -800_000)).toBe('transfers_out');
  });
  it("reads a fintech's name before 'transfer:' as the channel, not the payee", () => {
    expect(cat('FairMoney transfer: CHRIST EMBASSY TITHE ZENITH BANK', -2_000_000)).toBe('giving');
    expect(cat('FairMoney transfer: ROYAL GAS PLANT OPAY', -1_800_000)).toBe('utilities');
    expect(cat('FairMoney transfer: FAIRMONEY LOAN REPAYMENT', -1_800_000)).toBe('loan_repayment');
  });
  it('reads MFDS/ and Received NAME (BANK) as transfers', () => {
    expect(cat('MFDS/OKORO NNAMDI CHIBUZOR/FROM SIS', -700_000)).toBe('transfers_out');
    expect(extractCounterparty('Received Tunde Olawale (WEMA BANK)', true)).toBe('tunde olawale');
    expect(cat('Received Tunde Olawale (WEMA BANK)', 700_000, 'self-employed')).toBe('transfer_in');
  });
  it('takes "incoming" and "pls confirm" for no purpose beside a sender', () => {
    expect(cat('Incoming transfer NNENNA UCHE OBI', 3_000_000, 'self-employed')).toBe('transfer_in');
    expect(cat('NIP/WEMA/NNENNA UCHE OBI/PLS CONFIRM', 3_000_000, 'self-employed')).toBe('transfer_in');
  });
});

describe("the holder's name", () => {
  const holder = 'IBRAHIM MUSA GAMBO';
  it('is the holder in another order or with a name left out', () => {
    expect(cat('*322#-GAMBO IBRAHIM MUSA-11223344', -5_000_000, 'salaried', holder)).toBe('savings_investment');
    expect(cat('NIP TRANSFER TO IBRAHIM GAMBO', -5_000_000, 'salaried', holder)).toBe('savings_investment');
  });
  it('is a relative when a full name adds a name the holder does not have', () => {
    expect(cat('*322#-YAKUBU IBRAHIM GAMBO-11223344', -5_000_000, 'salaried', holder)).toBe('transfers_out');
    expect(cat('USSD TRANSFER *322# YAKUBU MUSA GAMBO', -5_000_000, 'salaried', holder)).toBe('transfers_out');
  });
  it('is the holder when two of the names are glued', () => {
    expect(cat('TRFFRMGAMBOIBRAHIM', 5_000_000, 'business', holder)).toBe('own_transfer');
  });
});

describe('a charge line with the payee after a dash', () => {
  it('is the charge, whatever the payee is for', () => {
    expect(cat('NIP TRANSFER COMMISSION - GREENFIELD ESTATE RESIDENTS', -5_375)).toBe('bank_charges');
    expect(cat('WEMA TRF FEE - ST LUKES SCHOOL FEES', -2_688)).toBe('bank_charges');
  });
  it('but a purpose line with a dash stays the purpose', () => {
    expect(cat('ESTATE SERVICE CHARGE - GREENFIELD ESTATE', -2_500_000)).toBe('rent_housing');
  });
});

describe('loans paid out', () => {
  it('by a cooperative with a loan memo', () => {
    expect(cat('NIP/UBA/TEACHERS MULTIPURPOSE COOP/SOFT LOAN', 15_000_000)).toBe('loan_disbursement');
    expect(cat('TRF FROM POLICE THRIFT AND CREDIT SOCIETY LOAN DISBURSEMENT', 15_000_000)).toBe('loan_disbursement');
  });
  it('but a cooperative paying back savings is own money', () => {
    expect(cat('TRF FROM TEACHERS MULTIPURPOSE COOP SAVINGS PAYOUT', 15_000_000)).toBe('own_transfer');
  });
  it('by a lender whose name is also a word', () => {
    expect(cat('NIP/CARBON/PAYOUT 12345678', 5_000_000)).toBe('loan_disbursement');
    expect(cat('BRANCH LTD', 5_000_000, 'sme')).toBe('loan_disbursement');
    expect(cat('NIP OUTWARD TRF TO CARBON LTD ZENITH BANK', -5_000_000, 'sme')).toBe('loan_repayment');
  });
});

describe('cash at a POS agent', () => {
  it('is a cash withdrawal when the line says AGENT or CW', () => {
    expect(cat('POS PURCHASE @ OPAY AGENT HALIMA KANO', -1_000_000)).toBe('cash_withdrawal');
    expect(cat('POS/MONIEPOINT AGENT/ASABA', -1_000_000)).toBe('cash_withdrawal');
    expect(cat('POS CW SHOPRITE 539983******1111', -1_000_000)).toBe('cash_withdrawal');
    expect(cat('POSCWADAOBIPOS', -1_000_000)).toBe('cash_withdrawal');
    expect(cat('ATMWDL@OWN', -2_000_000)).toBe('cash_withdrawal');
  });
  it("but an agent's wallet funded by card is not cash", () => {
    expect(cat('Card payment - Palmpay Agent Wallet online', -5_000_000, 'pos-agent')).not.toBe('cash_withdrawal');
  });
  it("but a shop's own terminal stays a purchase", () => {
    expect(cat('POS/SHOPRITE/IKEJA', -1_000_000)).toBe('food_groceries');
  });
});

describe('glued bill and card lines', () => {
  it('split the channel from the biller or merchant', () => {
    expect(cat('BILLPMTIKEJAELECTRIC12345678901', -2_000_000)).toBe('utilities');
    expect(cat('POSPURPIZZAHUTYABA', -800_000)).toBe('food_groceries');
    expect(cat('POSPURMRSFILLINGSTATIONYABA', -800_000)).toBe('transport');
    expect(cat('WEBPMTBRIGHTSTARNURSERYANDPRIMARY', -8_000_000)).toBe('education');
  });
});

describe('memos on a transfer to a person', () => {
  it("a relative's need is help", () => {
    expect(cat('NIP TRANSFER TO EKE CHIOMA FOR HOSPITAL BILL DADDY', -5_000_000)).toBe('transfers_out');
  });
  it('but a family word leading a business name is the business', () => {
    expect(cat('NIP/ZENITH BANK/MAMA TOBI MEDICAL CENTRE/scan', -2_000_000)).toBe('health');
  });
  it('care, goods and a personal service keep their category', () => {
    expect(cat('TRF TO OKON EDET NURSE HOME VISIT', -1_500_000)).toBe('health');
    expect(cat('Transfer to BALA GARBA (OPAY) for the phone', -9_000_000)).toBe('shopping');
    expect(cat('TRF TO BALA GARBA PHONE REPAIR', -900_000)).not.toBe('shopping');
    expect(cat('NIP TRF TO KEMI ADEOLA FOR MY HAIR', -900_000)).toBe('other_expense');
    expect(cat('NIP TRF TO KEMI ADEOLA PRESSING OF CLOTHES', -900_000)).toBe('other_expense');
  });
});

describe('credits and debits of a kind one word misreads', () => {
  it('reads a fund distribution as interest and app rewards as other income', () => {
    expect(cat('MMF INCOME DISTRIBUTION', 120_000)).toBe('interest');
    expect(cat('TRF FROM OPAY REWARDS', 50_000)).toBe('other_income');
    expect(cat('TRF FRM MERIDIAN REGISTRARS TO ADA OBI FINAL DIV', 450_000)).toBe('interest');
  });
  it('reads a person repaying the holder as money received', () => {
    expect(cat('NIP CR/MOB/ADAMU SANI/BALANCE OF THE LOAN', 2_000_000)).toBe('transfer_in');
    expect(cat('NIPCR/ADAMU SANI/REFUND OF THE MONEY I BORROWED', 2_000_000)).toBe('transfer_in');
  });
  it("reads a market association's levy, an insurer's DD and account maintenance by kind", () => {
    expect(cat('WEB PURCHASE FLW*MARKET ASSOC LEVY', -300_000, 'business')).toBe('tax_government');
    expect(cat('PAYSTACK DD LEADWAY ASSURANCE REPAYMENT', -1_500_000)).toBe('insurance');
    expect(cat('ACCT MAINTENANCE CHG', -1_200_000, 'business')).toBe('bank_charges');
    expect(cat('MANDATE LEADWAY HEALTH PREMIUM', -1_500_000)).toBe('health');
  });
});

describe('work paid for by a credit', () => {
  it("a gig worker's trip fare and platform payout, a trade's job", () => {
    expect(cat('NIP/UBA/ODUYA TEMI/TRANSPORT FARE FOR THE TRIP', 500_000, 'gig-worker')).toBe('business_income');
    expect(cat('TRANSPORT FARE FOR THE TRIP', 500_000, 'salaried')).not.toBe('business_income');
    expect(cat('TRF FROM RIDEFAST TECHNOLOGIES 123456', 3_000_000, 'gig-worker')).toBe('business_income');
    expect(cat('Transfer from Ngozi Eke Wiring', 2_500_000, 'self-employed')).toBe('business_income');
    expect(cat('INWARD NIP UDO KELECHI ABIA ZENITH BANK PAYMENT FOR PROJECT TYPING', 1_500_000, 'student')).toBe(
      'business_income',
    );
  });
});

describe('the categoriser built once for a holder', () => {
  it('applies the holder to every row', () => {
    const c = createCategoriser({ accountName: 'AMAKA OBI NWOSU' });
    expect(
      c({ date: '2025-01-01', description: '*901#-NWOSU AMAKA-33445566', amount: -100_000, balance: null }).tx.category,
    ).toBe('savings_investment');
  });
});
