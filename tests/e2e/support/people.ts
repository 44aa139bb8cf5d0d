import { join } from "node:path";
import Database from "better-sqlite3";

/**
 * The centre's practitioners, rooms and who a booking is given to, written straight into a running
 * server's SQLite file (its triggers move the desk's version, so the week is read anew).
 */
export function peopleOf(dataDir: string) {
  const open = () => new Database(join(dataDir, "app.sqlite"));
  const write = <T>(work: (db: Database.Database) => T): T => {
    const db = open();
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  return {
    practitioner: (firstName: string, lastName: string, weekHours: number[][][] | null = null) =>
      write(
        (db) =>
          db
            .prepare(
              "insert into practitioners (first_name, last_name, week_hours, created_at) values (?, ?, ?, ?) returning id",
            )
            .get(firstName, lastName, weekHours ? JSON.stringify(weekHours) : null, Date.now()) as {
            id: number;
          },
      ).id,
    room: (name: string) =>
      write(
        (db) => db.prepare("insert into rooms (name) values (?) returning id").get(name) as { id: number },
      ).id,
    assign: (bookingId: number, practitionerIds: number[], roomId: number | null) =>
      write((db) => {
        for (const id of practitionerIds)
          db.prepare("insert into booking_practitioners (booking_id, practitioner_id) values (?, ?)").run(
            bookingId,
            id,
          );
        db.prepare("update bookings set room_id = ? where id = ?").run(roomId, bookingId);
      }),
    /** The practitioner delivers the service, and the room hosts it. */
    delivers: (practitionerId: number, serviceId: number) =>
      write((db) =>
        db
          .prepare("insert into practitioner_services (practitioner_id, service_id) values (?, ?)")
          .run(practitionerId, serviceId),
      ),
    hosts: (roomId: number, serviceId: number) =>
      write((db) =>
        db.prepare("insert into service_rooms (service_id, room_id) values (?, ?)").run(serviceId, roomId),
      ),
    /** A staff account becomes this practitioner's own (the « praticien » role sees their day). */
    link: (practitionerId: number, email: string) =>
      write((db) =>
        db
          .prepare("update practitioners set user_id = (select id from users where email = ?) where id = ?")
          .run(email, practitionerId),
      ),
  };
}
