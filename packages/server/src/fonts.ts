import path from 'node:path';

// Fonts ship with the repository (assets/fonts) so PDF reports render the ₦ sign on any machine.
const dir = path.resolve(import.meta.dirname, '../../../assets/fonts');
export const FONTS = {
  regular: path.join(dir, 'DejaVuSans.ttf'),
  bold: path.join(dir, 'DejaVuSans-Bold.ttf'),
};
