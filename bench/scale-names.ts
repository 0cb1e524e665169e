// The scale data's borrower names (bench/scale-data.ts): common given and family names of each market,
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
const TH_FAMILY = [
  'แซ่ตั้ง', 'แซ่ลิ้ม', 'แซ่โค้ว', 'แซ่อึ้ง', 'แซ่เฮ้ง', 'ศรีสุข', 'สุขสวัสดิ์', 'ทองดี', 'ทองคำ', 'บุญมา',
  'บุญเรือง', 'แก้วมณี', 'จันทร์แก้ว', 'ศรีวงศ์', 'วงศ์สวัสดิ์', 'รัตนพันธ์', 'พรหมมา', 'สมบูรณ์', 'ประเสริฐสุข', 'เจริญสุข',
  'มั่นคง', 'ใจดี', 'รุ่งเรือง', 'สุวรรณ', 'ศรีสวัสดิ์', 'อินทร์แก้ว', 'ทองสุข', 'มีสุข', 'บุญประเสริฐ', 'แสงทอง',
  'ชัยมงคล', 'นาคสุข', 'พึ่งบุญ', 'สุขเจริญ', 'ปัญญาดี', 'สายทอง', 'กาญจนวงศ์', 'เพชรรัตน์', 'ศรีประเสริฐ', 'วงศ์ใหญ่',
  'ทองมา', 'แก้วประเสริฐ', 'บุญยืน', 'ศรีทอง', 'จันทร์หอม', 'คำแก้ว', 'คงสมบูรณ์', 'ชัยศรี', 'ดวงดี', 'ทองประเสริฐ',
  'นิลสุวรรณ', 'บุญช่วย', 'ประทุมทอง', 'พันธ์ดี', 'มณีรัตน์', 'ยิ้มแย้ม', 'รักษ์ไทย', 'ลือชา', 'วิเศษสุข', 'ศักดิ์สิทธิ์',
  'สมศรี', 'สุขประเสริฐ', 'หอมจันทร์', 'อ่อนศรี', 'เกิดผล', 'ขำคม', 'จันทร์ดี', 'เฉลิมชัย', 'ชาญวิทย์', 'เดชา',
  'ถาวร', 'ทรัพย์มาก', 'ธนสาร', 'นาคประเสริฐ', 'บัวทอง', 'ปานทอง', 'ผลดี', 'พรมดี', 'เพ็ชรสุข', 'ภักดี',
  'มหาวงศ์', 'เรืองศรี', 'วัฒนา', 'ศรีเมือง', 'สิงห์ทอง', 'สุขใจ', 'หงษ์ทอง', 'อยู่สุข', 'อินทร์ทอง', 'เอี่ยมสะอาด',
  'กิตติวงศ์', 'จิตดี', 'ชื่นชม', 'ทองอินทร์', 'นามวงศ์', 'บุญส่ง', 'ประสงค์สุข', 'พูลสวัสดิ์', 'มีทรัพย์', 'ศรีอ่อน',
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

const array = (names: string[]) => `array[${names.map((n) => `'${n}'`).join(',')}]`
const of = (names: string[], key: number) => `(${array(names)})[1 + pg_temp.h(i, ${key}) % ${names.length}]`

/** pg_temp.borrower_name(i, th): borrower i's full name as a person types it; needs pg_temp.h. */
export const BORROWER_NAME = `
  create function pg_temp.borrower_name(i bigint, th boolean) returns text language sql immutable parallel safe as $$
    select case when th then ${of(TH_GIVEN, 60)} || ' ' || ${of(TH_FAMILY, 61)}
      else ${of(PH_GIVEN, 60)} || ' ' || ${of(PH_FAMILY, 62)} || ' ' || ${of(PH_FAMILY, 61)} end $$;`
