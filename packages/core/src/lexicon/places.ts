/**
 * Places in Nigeria as narrations print them: a card payment or a cash withdrawal names the town or the district of
 * the terminal ("POS PURCHASE SPAR ILUPEJU NG", "ATM WDL GWARINPA"). States and their capitals, the larger towns, and the
 * districts of the cities where most terminals stand (Lagos, Abuja, Port Harcourt, Ibadan, Kano, Enugu, Benin, Kaduna).
 * Written from a general knowledge of the country's map, not from any statement. Proper names only: words that are also
 * common English ("island", "camp", "ring") or given names ("george", "allen") are left out, and so are places of three
 * letters (Aba, Jos, Oyo): as words of the vocabulary (`statements/segment-words.ts`), which OCR repairs and word
 * segmentation lean on, short words have too many neighbours.
 */
const STATES = `abia adamawa akwa ibom anambra bauchi bayelsa benue borno ebonyi ekiti enugu gombe jigawa kaduna kano katsina kebbi
kogi kwara lagos nasarawa nassarawa ogun ondo osun sokoto taraba yobe zamfara abuja`;

const CAPITALS_AND_TOWNS = `umuahia yola awka yenagoa makurdi maiduguri calabar asaba abakaliki benin ekiti owerri dutse birnin kebbi lokoja
ilorin ikeja lafia minna abeokuta akure osogbo oshogbo ibadan harcourt jalingo damaturu gusau onitsha nnewi warri
sapele ughelli effurun ogbomosho ogbomoso iseyin ilesa ilesha ijebu sagamu shagamu ikorodu badagry zaria kafanchan
bida suleja keffi gboko otukpo okene auchi ekpoma nsukka obudu ikom eket oron okrika ilaro ikirun offa jebba mubi
potiskum azare funtua malumfashi daura hadejia kazaure nguru gashua wukari akwanga okitipupa ikare ikere agbor
ogwashi ukwu kwale abraka ekwulobia ihiala oguta orlu okigwe mbaise arochukwu ohafia afikpo ikot ekpene opobo
degema ahoada omoku igbo ora ogbomosho shaki saki igboho iwo ejigbo ikire modakeke ife ijebu ode ilishan mowe ibafo
sango ijoko agbara atan lagos kontagora bauchi jimeta numan ganye gembu bali takum katsina ala zonkwa kagoro
pankshin shendam langtang bukuru barkin ladi keana doma toto lapai agaie suleja bwari kuje gwagwalada abaji kwali`;

const LAGOS = `surulere yaba ebute metta apapa lekki ajah victoria ikoyi oshodi isolo mushin agege ogba ojodu magodo ketu ojota
gbagada ilupeju palmgrove obalende marina idumota oyingbo festac amuwo odofin alaba okokomaiko iyana ipaja egbeda
idimu ikotun igando ejigbo akowonjo dopemu alimosho ayobo ifako ijaiye alausa opebi oregun ojuelegba costain ijora
orile iganmu ogolonto alapere oworonshoki bariga akoka shomolu somolu fadeyi onipanu jibowu sabo abule iwaya
ilasamaja okota jakande ikate osapa agungi sangotedo abijo awoyaya lakowe ibeju eleko akodo ajegunle ikota ilasan
oniru falomo ozumba mbadiwe kofo abayomi awolowo bourdillon osborne obanikoro onigbongbo ikosi kosofe ogudu omole
akute isheri arepo magboro ogombo idado ilaje bayeku igbogbo ebute ijede imota agbede ipakodo owutu isawo ojo
ijanikin morogbo agbara ikeja oke afa isheri olofin ilogbo ayobo ijegun ikorodu`;

const ABUJA = `garki wuse maitama asokoro gwarinpa gwarimpa jabi utako kubwa lugbe nyanya karu kuje lokogoma galadimawa gudu
durumi katampe dawaki mpape jahi kado dutse karmo wuye mabushi kaura kabusa kurudu orozo jikwoyi karshi mararaba
masaka zuba deidei wuse`;

const OTHER_CITIES = `rumuokoro rumuola amadi diobu eleme choba rumuomasi eliozu woji elelenwo rumuigbo rumuibekwe rumuodara oyigbo obio
akpor bodija dugbe mokola agodi ojoo apata oluyole akobo samonda agbowo moniya eleyele orita ologuneru felele
molete beere sabon gari fagge tarauni gwale dala kumbotso bompai hotoro sharada ogui uwani abakpa emene ekulu
achara agbani ugbowo uselu ikpoba ekenwan barnawa kawo tudun wada ungwan rimi malali tasha rayfield akpabuyo ewet
okumagba ikenegbu fegge odoakpu awada ariaria osisioma okpanam kuto ilewo panseke adatan lafenwa obantoko alagbaka
oyemekun tanke taiwo akanbi adewole tunga chanchaga bosso`;

export const PLACES: readonly string[] = [...new Set([STATES, CAPITALS_AND_TOWNS, LAGOS, ABUJA, OTHER_CITIES].flatMap((group) => group.split(/\s+/)).filter(Boolean))];
