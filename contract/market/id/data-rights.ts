import type { Localized } from '../types'

// Law 27 of 2022 on Personal Data Protection (UU PDP), arts. 5-13: the data subject's rights to
// information, to correct and complete their data, to access and a copy, to end processing and
// have the data deleted, to withdraw consent, to object to decisions made only by automated
// processing, to restrict processing, to compensation for a breach, and to receive their data in a
// common format (docs/data-sources.md "Indonesia: UU PDP").
export const ID_DATA_RIGHTS: Localized = {
  en: 'Under Law 27 of 2022 on Personal Data Protection you may: know who uses your data and why; see it and get a copy in a common format (Download my data); correct or complete it; withdraw any consent; object to a decision made only by a machine; ask us to pause or stop using it and to delete it, except what the law requires us to keep; and claim compensation if it is misused. Ask us in the app under Support requests, and if we do not help you, complain to OJK.',
  id: 'Berdasarkan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, Anda berhak: mengetahui siapa yang menggunakan data Anda dan untuk apa; melihat dan mendapatkan salinannya dalam format yang umum (Unduh data saya); memperbaiki atau melengkapinya; menarik persetujuan apa pun; menolak keputusan yang hanya dibuat oleh mesin; meminta kami menunda atau menghentikan penggunaannya dan menghapusnya, kecuali yang wajib kami simpan menurut hukum; serta menuntut ganti rugi jika data Anda disalahgunakan. Sampaikan kepada kami di aplikasi melalui Permintaan bantuan, dan jika kami tidak membantu, adukan ke OJK.',
}
