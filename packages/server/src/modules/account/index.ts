// What other modules may use of the account area: erasing an account (the admin area deletes on a person's behalf).
export { deleteAccount } from './deletion.ts';
