import type { ContractWords } from '../../contract-wording'

const UNITS = { month: 'bulan', week: 'minggu', day: 'hari' } as const
const CADENCES = { month: 'sebulan sekali', twice: 'dua kali sebulan', week: 'seminggu sekali', day: 'setiap hari' } as const

// Bahasa Indonesia: plain and respectful ("Anda"), the contract's own wording rather than the catalog's.
export const ID: ContractWords = {
  title: (orderId) => `Perjanjian pinjaman no. ${orderId}`,
  draft: 'Draf — belum ditandatangani',
  draftNote: 'Ini adalah perjanjian yang akan Anda tanda tangani. Perjanjian ini belum mengikat siapa pun sampai Anda menyetujuinya di aplikasi dengan tanda tangan Anda.',
  lender: (name, licence, regulator) => `Pemberi pinjaman: ${name}, platform pinjaman yang berizin dan diawasi oleh ${regulator}, izin ${licence}.`,
  borrower: (name, idDocument, phone) => `Peminjam: ${name}, ${idDocument}, telepon ${phone}.`,
  idNumber: (masked) => `Nomor identitas ${masked}`,
  costHeading: 'Biaya pinjaman',
  amountFinanced: 'Jumlah pinjaman',
  netProceeds: 'Yang masuk ke rekening Anda',
  financeCharge: 'Biaya pinjaman (bunga)',
  totalToRepay: 'Total yang harus dibayar',
  interestRate: 'Suku bunga',
  interest: (percent, unit) => `${percent} per ${UNITS[unit]}, tetap (flat) dari jumlah pinjaman (cara menghitung bunga)`,
  repaymentsLabel: 'Jumlah cicilan',
  repayments: (count, cadence) => `${count}, ${CADENCES[cadence]}`,
  effectiveAnnualRate: 'Suku bunga efektif per tahun',
  monthlyEirRate: 'Suku bunga efektif per bulan',
  aYear: (percent) => `${percent} per tahun`,
  aMonth: (percent) => `${percent} per bulan`,
  dailyCost: { name: 'Total biaya per hari (bunga dan semua biaya, menurut perhitungan OJK)', aDay: (percent) => `${percent} dari jumlah pinjaman per hari` },
  fees: 'Biaya lain',
  noFees: 'Tidak ada',
  scheduleHeading: 'Jadwal pembayaran',
  period: 'Cicilan ke',
  dueDate: 'Tanggal jatuh tempo',
  amount: 'Jumlah',
  lateHeading: 'Jika Anda terlambat membayar',
  lateNextDay: 'Pembayaran yang belum kami terima sampai akhir tanggal jatuh temponya dihitung terlambat mulai hari berikutnya.',
  lateAfter: (days) => `Pembayaran yang belum kami terima dalam ${days} hari setelah tanggal jatuh temponya dihitung terlambat mulai hari berikutnya.`,
  lateCharges: 'Kami tidak mengenakan denda keterlambatan maupun bunga tambahan: pembayaran yang terlambat hanya sebesar jumlah yang seharusnya dibayar.',
  lateBureau: (bureau) =>
    `Sesuai ketentuan OJK, kami melaporkan pinjaman ini ke ${bureau}: jumlah utang Anda, pembayaran Anda, dan jumlah yang terlambat beserta berapa hari keterlambatannya. Pemberi pinjaman lain dapat melihatnya saat Anda mengajukan pinjaman kepada mereka.`,
  complainHeading: 'Ke mana menyampaikan pengaduan',
  complainFirst:
    'Sampaikan kepada kami lebih dulu: tulis melalui Saya › Permintaan bantuan di aplikasi. Kami menjawab secara tertulis dan menyelesaikan pengaduan Anda dalam 10 hari kerja setelah semua yang kami perlukan lengkap, atau memberi tahu Anda secara tertulis alasan kami memerlukan paling lama 10 hari kerja lagi.',
  complainThen: (body, phones, email, web) => `Jika belum terselesaikan, Anda dapat mengadu ke ${body}: ${phones}, ${email}, ${web}.`,
  rightsHeading: 'Hak Anda',
  rights: [
    'Tidak ada potongan dari pinjaman dan tidak ada biaya untuk menerimanya. Kami tidak pernah meminta Anda membayar apa pun untuk menerima pinjaman.',
    'Anda dapat membatalkan tanpa biaya kapan saja sebelum uang masuk ke rekening Anda.',
    'Anda dapat melunasi lebih cepat, sebagian atau seluruhnya, kapan saja tanpa biaya atau denda. Pelunasan seluruhnya sebesar sisa pokok, bunga periode yang sudah berakhir dan belum dibayar, dan untuk periode yang sedang berjalan hanya bunga sejak periode itu dimulai (bunga satu periode dibagi rata per hari, dengan setahun dihitung 365 hari, atau dengan jumlah hari periode itu sendiri bila lebih banyak); periode yang belum dimulai tidak dikenai bunga, dan bunga yang sudah dibayar di muka dikembalikan.',
    'Data pribadi Anda hanya digunakan untuk menilai, mencairkan, dan mengelola pinjaman ini sesuai persetujuan Anda (Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi). Anda dapat melihat, mengunduh, dan memperbaiki data Anda, menarik persetujuan, menolak keputusan yang hanya dibuat oleh mesin, dan meminta kami menghapusnya setelah hukum tidak lagi mewajibkan kami menyimpannya. Kami tidak pernah membaca kontak, foto, atau lokasi Anda, dan kami tidak pernah menghubungi siapa pun selain Anda tentang pinjaman ini.',
  ],
  termsFixed: (date) => `Ketentuan ditetapkan pada ${date}.`,
  signatureHeading: 'Tanda tangan',
  signedBy: (name, time) => `Disetujui dan ditandatangani oleh ${name} pada ${time}.`,
  signatureAlt: 'Tanda tangan peminjam',
  signatureGone: 'Gambar tanda tangan sudah tidak disimpan.',
}
