import type { Generated } from "kysely";

/** The centre's practitioners and rooms (`0028_people_and_rooms`). */

export type PractitionersTable = {
  id: Generated<number>;
  firstName: string;
  lastName: Generated<string>;
  /** Shown to clients when not empty. */
  bio: Generated<string>;
  /** A stored image's address, or "". */
  photo: Generated<string>;
  /** Their staff account, if they have one (the « praticien » role sees their own day). */
  userId: number | null;
  /** JSON `[[[start, end], …] × 7]` (index = weekday, 0 Sunday), within the centre's hours; null: the centre's. */
  weekHours: string | null;
  isActive: Generated<boolean>;
  createdAt: Date;
};

export type PractitionerServicesTable = { practitionerId: number; serviceId: number };

export type PractitionerAbsencesTable = {
  id: Generated<number>;
  practitionerId: number;
  startsAt: Date;
  endsAt: Date;
  label: Generated<string>;
};

export type RoomsTable = {
  id: Generated<number>;
  name: string;
  /** How many sessions it holds at once (a class's persons are its service's capacity). */
  capacity: Generated<number>;
  isActive: Generated<boolean>;
};

export type ServiceRoomsTable = { serviceId: number; roomId: number };

export type BookingPractitionersTable = { bookingId: number; practitionerId: number };
