/**
 * Nigerian given names and surnames (Yoruba, Igbo, Hausa/Fulani, Edo, Efik/Ibibio, Urhobo, English/biblical) used to
 * recognise transfers to and from people. Not exhaustive: unknown names are also recognised by shape
 * (see categorise/person-name.ts).
 */
const GIVEN = `gloria glory paulinus rukayat tamuno ekaette ekaete baridi oghene osaze ngozi obinna kehinde taiwo zainab
ada adaeze adaora adanna adaobi adebayo adebola adebowale adedayo adedeji adekunle adeola aderonke adesuwa adetokunbo adewale adeyemi
adunni afolabi afusat agnes aisha aishat akin akinola akinwale akpan alaba alice aliyu amaka amara amarachi amina aminat aminu amos anita anthony
anuoluwapo ayo ayobami ayodeji ayodele ayomide ayotunde azeez babajide babatunde babangida bala balikis bashir bashirat bello benjamin bisi bisola
blessing bolaji bolanle bukola busayo chiamaka chidera chidi chidinma chiemeka chigozie chijioke chika chike chinasa chinedu chinelo chinonso chinwe
chioma chisom chizoba chukwudi chukwuemeka chukwuma comfort dami damilare damilola daniel danjuma david deborah dorcas ebere ebuka efe efosa
ejiro ekene ekaete emeka emmanuel enitan esther eunice ezinne faith falilat fatima fatimah fatai femi festus funke funmi funmilayo funmilola
gbenga gift godfrey godwin grace habiba hadiza halima hannah haruna hauwa ibrahim idris ifeanyi ifeoma ife ifeoluwa ijeoma ikechukwu ikenna
isaac isioma iyabo jamiu jennifer jide jimoh john joseph joy kayode kehinde kelechi kemi kola kunle ladi lateef lola lukman maryam mercy michael
modupe mohammed moses muhammad musa nafisa nkechi nkem nnamdi nneka nnenna nonso ngozi obinna obiora ochuko ogechi oghenekaro oghenetega okechukwu
olabisi oladele olamide olanrewaju olasunkanmi olawale olayinka olu oluchi olufemi olufunke olumide oluseun oluwadamilare oluwafemi oluwakemi
oluwaseun oluwaseyi oluwatobi oluwatosin omolara omotola onyeka opeyemi osagie osaro osas patience patrick paul peter precious rashidat rukayat
ruth sade sadiq salisu samuel sandra segun seun shola simisola simi sola stella stephen sunday susan tayo taiwo temitope temi tobi tobiloba
tochukwu tolu toluwani tope tosin tunde tunji uche uchenna udoka ugochi ugonna umar usman victor victoria wale yakubu yemi yetunde yinka yusuf
zainab zainabu zubairu ahmed abdullahi abdul abubakar abiodun abimbola adaku chisom ebenezer kingsley prince princess favour goodness mary
james samson solomon timothy toyin uduak idara ekemini aniekan mfon itoro nsikak ofonime kufre emem ekong eno effiong ubong imaobong
peace gift hope charity godswill goodluck godspower happiness marvellous miracle wisdom testimony divine endurance innocent lucky
mary martha rebecca rachel esther sarah miriam hannah naomi elizabeth florence josephine jane janet kate catherine christiana
christopher andrew philip matthew mark luke thomas simon jonathan nathaniel elijah gabriel raphael emmanuel augustine vincent
abdulrahman abdulmalik abdulkareem adamu aminu auwal babangida bashir dahiru habibu hamza hassan hussaini jibrin kabiru
lawal mahmud nasiru rabiu salisu shamsudeen tijjani yahaya zakari zubair jamila rukayya sadiya safiya hafsat hadiza maryam
tamunotonye tamuno ibiere preye ebiere tari ebi oyinkansola oluwaseun oluwasegun oluwatobi oluwadamilola temitayo ibukun ibukunoluwa
chibuzor chinaza chidiebere chukwuebuka nnamdi obinna onyinye somtochukwu ugochukwu adaugo ezinne ngozi oge osinachi
osaro osagie eghosa efosa iyobosa omoregie ehis etinosa ogbeide oghenero ovie ejiro onome tega akpan etim ekaette nkoyo ekemini`;
const FAMILY = `okafor adeyemi bello okonkwo abubakar eze ogunleye nwosu ibrahim balogun obi adewale mohammed olawale chukwu ojo afolabi nwachukwu usman
oyelaran akpan etim ogbonna okoro adeleke uzor danjuma igwe olaniyan okeke edet onyekachi ighodaro omoregie lawal salami ekwueme anyanwu fashola
oyebanji yakubu aliyu nwankwo olatunji ezenwa umeh agbaje odunsi adebayo adeniyi adesina adegoke akinyemi ogunbiyi oladipo olayemi oyewole
coker williams johnson okoye onyeama nwafor nnadi ugwu okwu orji ibe ike ihejirika iwu mbah ndukwe nweke obiora okolie okpara onuoha onwuka
oparah uche udeh ugochukwu umunna abdullahi garba suleiman sani musa idris abdulkadir ahmed bala haruna jibril lawan shehu tijani umaru
yusuf adamu dauda isah kabir mustapha audu osagie osazuwa ogbemudia ehigiator iyamu obaseki aigbe okon bassey ekpo essien effiong inyang udoh
umoh ukpong edem ette emenike ogbu nwoye okereke asuquo akinola oyedepo fagbemi ajayi oyelowo ogundipe alabi alao oyetunde babalola
owolabi ayodele olorunfemi oluwole ilori ogunsanya makinde omotosho oni omisore famuyiwa obasanjo awolowo tinubu adeleye
ahmadu ali`;

export const PERSON_NAMES: ReadonlySet<string> = new Set([...GIVEN.split(/\s+/), ...FAMILY.split(/\s+/)].filter(Boolean));

/** Words that say a counterparty is a business, not a person. */
export const BUSINESS_WORDS: ReadonlySet<string> = new Set(
  `ltd limited plc inc llc nig nigeria ng enterprise enterprises ent ventures venture global resources concepts concept services svcs svc
  integrated links link intl international company co and sons group holdings industries industry stores store shop supermarket mart
  solutions solution technologies technology tech hub systems agency agencies properties estate estates trading traders motors nig.
  foundation church ministries ministry school college academy university hospital clinic pharmacy insurance assurance bank mfb microfinance
  capital finance financial investment investments fund consult consulting consultants partners associates farms farm agro foods
  kitchen restaurant hotel lounge logistics express travels tours media studio studios printing press communications energy oil gas
  petroleum construction builders homes realty empire world network networks collection collections fashion boutique gallery
  heritage crown golden crowns kings royal unique success phones accessories electronics gadgets provisions wholesale depot autos automobile automobiles
  grains cereals bites eatery eateries merchants`.split(/\s+/),
);
