/** Who changes something on the staff side, and when: the audit log's "who" and "when". */
export type StaffActor = { staffId: number; now: Date }
