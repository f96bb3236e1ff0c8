// Passwords attackers try first (from public breach top lists, plus Nigerian favourites). A password on this list,
// or one of these with a few digits or a "!" added, is refused (OWASP ASVS V6: check against breached passwords).
const LIST = `123456 123456789 12345678 password qwerty123 qwerty 1q2w3e4r 12345 111111 1234567 123123 abc123 password1
1234567890 000000 iloveyou 1234 qwertyuiop 654321 555555 lovely 7777777 welcome 888888 princess dragon password123
123qwe 666666 1qaz2wsx 121212 sunshine master football monkey letmein shadow baseball trustno1 superman michael
jennifer hunter 696969 batman passw0rd starwars whatever freedom charlie donald 112233 123321 aa123456 zaq12wsx
qazwsx asdfgh asdfghjkl zxcvbnm zxcvbn 987654321 11111111 00000000 12341234 ashley bailey access mustang
computer killer pepper jordan daniel thomas hockey ranger harley robert soccer buster tigger biteme fuckyou
admin administrator root toor changeme default guest login secret test test123 welcome1 welcome123 hello
hello123 love loveme mypassword password12 password1234 p@ssw0rd p@ssword pass1234 abcd1234 abcdef abcdefg
abcdefgh a1b2c3d4 q1w2e3r4 1q2w3e4r5t qwer1234 asd123 asdf1234 google facebook instagram linkedin yahoo
samsung iphone apple android nokia blackberry chelsea arsenal liverpool manchester manutd barcelona madrid
messi ronaldo naija nigeria nigeria1 nigeria123 lagos lagos123 abuja abuja123 jesus jesus123 jesuschrist god
godisgood godislove blessed blessing blessing1 grace favour favour1 mercy peace glory praise amen hallelujah
chinedu emeka chioma ngozi tunde bola ayomide oluwaseun olamide adebayo ibrahim musa abubakar fatima aisha
naira naira123 money money123 cash rich success success1 winner jollof suya danfo okada nollywood
superstar princess1 prince king queen queen123 angel angel1 baby baby123 babygirl babyboy sweet sweetheart
family family1 mother father mummy daddy sister brother friend friends forever forever1 love123 iloveu
11223344 12344321 123654 147258 147258369 159753 159357 741852 741852963 963852741 258456 789456 789456123
qweasd qweasdzxc 1qazxsw2 zaq1zaq1 !qaz2wsx qwerty1 qwerty12 qwertyui q1w2e3 qazxsw 1111 2222 0000 99999999
88888888 55555555 12121212 123abc abc12345 letmein1 trustme whatever1 nothing secret1 computer1 internet
monkey1 dragon1 master1 shadow1 sunshine1 football1 baseball1 soccer1 summer winter spring autumn december
january february march april august october november september monday friday sunday`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

/** True when the password is a well-known one, or a well-known one with digits/symbols tacked on. */
export function isCommonPassword(password: string, email?: string): boolean {
  const p = password.toLowerCase();
  if (COMMON.has(p)) return true;
  const stem = p.replace(/[\d!@#$%^&*.?_-]+$/, '');
  if (stem.length >= 3 && COMMON.has(stem)) return true;
  if (/^(.)\1+$/.test(p)) return true; // aaaaaaaa
  if ('0123456789012345678901234567890'.includes(p) || 'abcdefghijklmnopqrstuvwxyz'.includes(p)) return true;
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 3 && (p === local || stem === local)) return true;
  if (p.includes('nairalens')) return true;
  return false;
}
