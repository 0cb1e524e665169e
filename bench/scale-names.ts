// The scale data's borrower names (bench/scale-data.ts): each market's common given names, family names as it has them,
// Thai in Thai script, Filipino with a middle name (the mother's family name) as the Philippines write them,
// picked by hashes of the borrower's number. "Borrower <n>" put one trigram run in every name, so the
// name index read the posting lists of all rows for it: the back office's name search measured the bench.

const TH_GIVEN = [
  'สมชาย', 'สมศักดิ์', 'สมปอง', 'สมพงษ์', 'สมบัติ', 'สมหญิง', 'สมศรี', 'สมพร', 'สุดารัตน์', 'สุนทร',
  'สุรชัย', 'สุริยา', 'สุภาพร', 'สุวิทย์', 'ประเสริฐ', 'ประยุทธ', 'ประภาส', 'ประพันธ์', 'วิชัย', 'วิทยา',
  'วิไล', 'วันชัย', 'วรรณา', 'วีระ', 'ชัยวัฒน์', 'ชาญชัย', 'ชูชาติ', 'เกียรติศักดิ์', 'กิตติ', 'กนกวรรณ',
  'กาญจนา', 'จันทร์เพ็ญ', 'จิราพร', 'ณัฐพล', 'ณัฐวุฒิ', 'ธนพล', 'ธนากร', 'ธีรพงษ์', 'นพดล', 'นิรันดร์',
  'นภา', 'บุญชัย', 'บุญมี', 'ปิยะ', 'ปิยะนุช', 'พรทิพย์', 'พิมพ์ชนก', 'เพ็ญศรี', 'มณี', 'มานพ',
  'ยุทธนา', 'รัชนี', 'รัตนา', 'ลำดวน', 'ศิริพร', 'ศักดิ์ชัย', 'สายสุนีย์', 'อนุชา', 'อรุณ', 'อำนาจ',
  'อัญชลี', 'อารีย์', 'อุไรวรรณ', 'ทองใบ', 'ทองดี', 'นงลักษณ์', 'จักรพันธ์', 'ไพโรจน์', 'เยาวลักษณ์', 'ปรีชา',
  'ภานุวัฒน์', 'ศุภชัย', 'อภิชาติ', 'ชุติมา', 'ดวงใจ', 'บุษบา', 'พัชรี', 'วาสนา', 'สุชาติ', 'ธิดารัตน์',
]
// Thai family names are one a family (a new one is registered only if no other family holds it), so a lender's
// Thai borrowers share a family name with few others. They are built here as Thai surnames
// are, from two or three words (ศรี + สุข + วงศ์): 50 × 30 × 20 makes 30,000, as against the 100 written out
// before, which gave every full name 42 namesakes among a lender's 400,000 borrowers.
const TH_FAMILY_FIRST = [
  'ศรี', 'ทอง', 'บุญ', 'แก้ว', 'จันทร์', 'สุข', 'วงศ์', 'รัตน', 'พร', 'ชัย', 'ประเสริฐ', 'เจริญ', 'สม', 'อินทร์', 'คำ',
  'เพชร', 'มณี', 'นาค', 'สาย', 'แสง', 'ดวง', 'พูล', 'ทรัพย์', 'กิตติ', 'ธน', 'วิเศษ', 'มหา', 'หอม', 'บัว', 'สิงห์',
  'ศักดิ์', 'เกียรติ', 'นิล', 'ปัญญา', 'รุ่ง', 'มั่น', 'ยิ้ม', 'พึ่ง', 'เรือง', 'กาญจน', 'ภักดี', 'อ่อน', 'ขำ', 'ถาวร', 'ผล',
  'ปาน', 'เฉลิม', 'ชื่น', 'จิต', 'นาม',
]
const TH_FAMILY_MIDDLE = [
  'สุข', 'สวัสดิ์', 'มงคล', 'ประเสริฐ', 'ทอง', 'แก้ว', 'ศรี', 'รัตน์', 'วัฒน์', 'เจริญ', 'สมบูรณ์', 'พันธ์', 'ไพศาล', 'อนันต์', 'ชัย',
  'วิทย์', 'พงษ์', 'ธรรม', 'เดช', 'สิทธิ์', 'ศิลป์', 'ภิรมย์', 'นุกูล', 'อุดม', 'ไพบูลย์', 'บำรุง', 'รักษ์', 'เลิศ', 'ดี', 'มาก',
]
const TH_FAMILY_LAST = [
  '', 'วงศ์', 'กุล', 'สกุล', 'ชัย', 'พันธ์', 'ศักดิ์', 'รัตน์', 'ทรัพย์', 'พงศ์', 'ศิริ', 'เวช', 'ไพศาล', 'วิจิตร', 'อนันต์',
  'สมบัติ', 'ธาดา', 'นันท์', 'ภักดี', 'กิจ',
]
const PH_GIVEN = [
  'Juan', 'Jose', 'Mark', 'John Paul', 'Michael', 'Christian', 'Joshua', 'Angelo', 'Carlo', 'Paolo',
  'Miguel', 'Rafael', 'Gabriel', 'Jericho', 'Jerome', 'Ronald', 'Rodel', 'Rommel', 'Reynaldo', 'Eduardo',
  'Ramon', 'Antonio', 'Manuel', 'Francisco', 'Roberto', 'Ricardo', 'Fernando', 'Danilo', 'Noel', 'Arnel',
  'Jomar', 'Kevin', 'Bryan', 'Vincent', 'Patrick', 'Daniel', 'Renato', 'Ernesto', 'Alfredo', 'Rolando',
  'Maria', 'Ana', 'Angelica', 'Kristine', 'Maricel', 'Marites', 'Jocelyn', 'Rosalie', 'Lorna', 'Jennifer',
  'Michelle', 'Mary Grace', 'Mary Joy', 'Princess', 'Kimberly', 'Nicole', 'Camille', 'Andrea', 'Patricia', 'Rowena',
  'Cristina', 'Liza', 'Gloria', 'Teresita', 'Erlinda', 'Rosario', 'Lourdes', 'Divina', 'Josephine', 'Charmaine',
  'Janine', 'Bea', 'Shiela', 'Joy', 'Aileen', 'Analyn', 'Rachelle', 'Mylene', 'Precious', 'Erika',
]
const PH_FAMILY = [
  'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada',
  'Castillo', 'Flores', 'Villanueva', 'Ramos', 'Castro', 'Rivera', 'Aquino', 'Navarro', 'Salazar', 'Mercado',
  'Dela Cruz', 'De Leon', 'De Guzman', 'Del Rosario', 'Gonzales', 'Lopez', 'Hernandez', 'Perez', 'Fernandez', 'Domingo',
  'Soriano', 'Aguilar', 'Pascual', 'Manalo', 'Dizon', 'Santiago', 'Marquez', 'Valdez', 'Gutierrez', 'Sison',
  'Francisco', 'Lim', 'Tan', 'Go', 'Chua', 'Sy', 'Ong', 'Yap', 'Pangilinan', 'Macaraeg',
  'Magbanua', 'Manalastas', 'Lacson', 'Roxas', 'Padilla', 'Panganiban', 'Dimaculangan', 'Dimaano', 'Macapagal', 'Mangubat',
  'Tolentino', 'Vergara', 'Sarmiento', 'Samonte', 'Bernardo', 'Mariano', 'Enriquez', 'Jimenez', 'Diaz', 'Romero',
  'Morales', 'Ramirez', 'Alvarez', 'Miranda', 'Medina', 'Estrada', 'Espiritu', 'Lacsamana', 'Galang', 'Manansala',
  'Bagatsing', 'Cabrera', 'Agustin', 'Serrano', 'Salvador', 'Robles', 'Velasco', 'Cortez', 'Legaspi', 'Bonifacio',
  'Luna', 'Buenaventura', 'Evangelista', 'Concepcion', 'Resurreccion', 'Ilagan', 'Catapang', 'Umali', 'Belmonte', 'Tiongson',
]

// Philippine family names are shared more: three in ten borrowers here carry one of the hundred common ones above, the rest one built as many Tagalog ones are
// (Ma + ca + lintal): 20 × 15 × 25 makes 7,500. Half of them go by two given names, as Mary Grace or John Paul.
const PH_FAMILY_FIRST = ['Ma', 'Mag', 'Mang', 'Pang', 'Dima', 'Maca', 'Sala', 'Cala', 'Bala', 'Tala', 'Lacsa', 'Sa', 'Ca', 'Ba', 'Ta', 'Da', 'Pa', 'La', 'Ga', 'Qui']
const PH_FAMILY_MIDDLE = ['ca', 'la', 'ba', 'ta', 'ga', 'ma', 'sa', 'na', 'pa', 'da', 'lu', 'ri', 'bu', 'gu', 'ti']
const PH_FAMILY_LAST = [
  'lintal', 'pagal', 'laya', 'lanan', 'ngan', 'ngalan', 'dang', 'bayan', 'tangan', 'ngkal', 'lang', 'rino', 'lapan', 'sig', 'bulos',
  'luyo', 'yag', 'ntoc', 'guinto', 'nas', 'long', 'bong', 'raeg', 'ban', 'tubig',
]

const array = (names: string[]) => `array[${names.map((n) => `'${n}'`).join(',')}]`
const of = (names: string[], key: number) => `(${array(names)})[1 + pg_temp.h(i, ${key}) % ${names.length}]`
const thaiFamily = `${of(TH_FAMILY_FIRST, 61)} || ${of(TH_FAMILY_MIDDLE, 63)} || ${of(TH_FAMILY_LAST, 64)}`
const philippineGiven = `${of(PH_GIVEN, 60)} || case when pg_temp.h(i, 65) % 2 = 0 then ' ' || ${of(PH_GIVEN, 66)} else '' end`
/** A Philippine family name; `k` tells the middle name (the mother's) from the family name (the father's). */
const philippineFamily = (k: number) =>
  `case when pg_temp.h(i, ${k}) % 10 < 3 then ${of(PH_FAMILY, k + 1)} else ${of(PH_FAMILY_FIRST, k + 2)} || ${of(PH_FAMILY_MIDDLE, k + 3)} || ${of(PH_FAMILY_LAST, k + 4)} end`

/** pg_temp.borrower_name(i, th): borrower i's full name as a person types it; needs pg_temp.h. */
export const BORROWER_NAME = `
  create function pg_temp.borrower_name(i bigint, th boolean) returns text language sql immutable parallel safe as $$
    select case when th then ${of(TH_GIVEN, 60)} || ' ' || ${thaiFamily}
      else ${philippineGiven} || ' ' || ${philippineFamily(70)} || ' ' || ${philippineFamily(80)} end $$;`
