/** Who changes something on the staff side, for which company, and when: the audit log's "who" and "when". */
export type StaffActor = { staffId: number; companyId: number; now: Date }
