import { describe, expect, it } from 'vitest';
import { repairFromRepeatedNarrations } from './repeated-narrations.ts';

const LEVY = 'ELECTRONIC MONEY TRANSFER LEVY';

describe('a narration a crease broke, put back by the rows that print it word for word', () => {
  it('takes the form three other rows repeat when the broken words are no words and the repeated ones are', () => {
    const read = [LEVY, 'POS PURCHASE SHOPRITE', LEVY, 'ELECTRONIC MONEY TRANSFER LE LEVY', LEVY, 'ELECTRONIC MONEY TRANSFER LEyy', 'ELECTRONIC MONEY TRANSFER EVY'];
    expect(repairFromRepeatedNarrations(read)).toEqual([LEVY, 'POS PURCHASE SHOPRITE', LEVY, LEVY, LEVY, LEVY, LEVY]);
  });

  it('leaves names, figures and forms too few or too far as read', () => {
    const bolt = ['POS PURCHASE BOLT RIDE', 'POS PURCHASE BOLT RIDE', 'POS PURCHASE BOLT RIDE'];
    // "BOLA" is a name the vocabulary does not know: it is never made into the word printed elsewhere.
    expect(repairFromRepeatedNarrations([...bolt, 'POS PURCHASE BOLA RIDE'])[3]).toBe('POS PURCHASE BOLA RIDE');
    // A phone number differs from row to row.
    const airtime = ['AIRTIME MTN 08031234567', 'AIRTIME MTN 08031234567', 'AIRTIME MTN 08031234567', 'AIRTIME MTN 08031234568'];
    expect(repairFromRepeatedNarrations(airtime)[3]).toBe('AIRTIME MTN 08031234568');
    // Two witnesses are too few.
    expect(repairFromRepeatedNarrations([LEVY, LEVY, 'ELECTRONIC MONEY TRANSFER LEyy'])[2]).toBe('ELECTRONIC MONEY TRANSFER LEyy');
    // Four letters apart is another narration.
    expect(repairFromRepeatedNarrations([LEVY, LEVY, LEVY, 'ELECTRONIC MONEY TRANSFER XQZWK'])[3]).toBe('ELECTRONIC MONEY TRANSFER XQZWK');
  });
});
