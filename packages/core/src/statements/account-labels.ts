/**
 * The labels of a statement's identity box: "Account Name", "Acct. No.", "Customer Number", "Account Type". Shared by
 * the readers that pair a label with the value under it and the one that keeps a label from continuing the cell above.
 */
const ACCOUNT_LABEL = String.raw`(?:account|acct|customer)\.?\s*(?:name|number|no\.?|type|currency)`;

/** A label naming the holder, the account or the period, printed above its value in a box. */
export const IDENTITY_LABEL = new RegExp(String.raw`^(?:${ACCOUNT_LABEL}|(?:statement\s*)?period)$`, 'i');

/** A label that is whole on its own line: no wrapped line of the label above it ever reads so ("Account No." under "Address"). */
export const WHOLE_LABEL = new RegExp(String.raw`^${ACCOUNT_LABEL}\s*[:.]?$`, 'i');
