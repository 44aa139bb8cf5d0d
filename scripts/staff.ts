// The centre's staff accounts, from the command line (works in production, on SQLite or DATABASE_URL):
//   npm run staff -- add <email> --role admin|reception|practitioner [--first-name Awa] [--last-name Diop]
//   npm run staff -- remove <email>
//   npm run staff -- list
//   npm run staff -- audit-verify      (whether the audit log's hash chain holds; exit code 1 if not)
// Any account's role may change here, but never the last admin's: name another admin first.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as v from "valibot";
import { jwtSecret } from "../server/config";
import { prepareDataDir } from "../server/data-dir";
import { openDatabase } from "../server/db/open";
import { verifyAuditChain } from "../server/domain/staff/audit-verify";
import { listStaff, NO_PASSWORD_YET, setStaffRole } from "../server/domain/staff/team";
import { emailSchema } from "../src/contract/accounts";
import { staffRoleSchema } from "../src/contract/common";
import { staffRoleLabels } from "../src/contract/staff/common";

const usage = `Usage :
  npm run staff -- add <email> --role admin|reception|practitioner [--first-name Prénom] [--last-name Nom]
  npm run staff -- remove <email>
  npm run staff -- list
  npm run staff -- audit-verify`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
  },
});
const [command, rawEmail] = positionals;
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const email = rawEmail === undefined ? undefined : v.safeParse(emailSchema, rawEmail);
const needsEmail = command !== "list" && command !== "audit-verify";
if (needsEmail && !email?.success) fail(`${email ? "Adresse e-mail invalide.\n" : ""}${usage}`);
const role = command === "add" ? v.safeParse(staffRoleSchema, values.role) : undefined;
if (command === "add" && !role?.success)
  fail(`Rôle attendu : --role admin, --role reception ou --role practitioner.\n${usage}`);
if (!["add", "remove", "list", "audit-verify"].includes(command ?? "")) fail(usage);

// Files the database may create (a new SQLite file) are for the server's user only.
process.umask(0o077);
const dataDir = resolve(process.env.DATA_DIR ?? "data");
const databaseUrl = process.env.DATABASE_URL?.trim() || null;
// The server's own secret: the audit lines this command writes are signed with the key it derives.
function serverSecret(): Buffer {
  try {
    if (!databaseUrl) prepareDataDir(dataDir);
    return jwtSecret(process.env, dataDir, databaseUrl !== null);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}
const secret = serverSecret();
const target = databaseUrl ?? join(dataDir, "app.sqlite");
const database = await openDatabase(target);
const deps = { db: database.db, database, clock: { now: () => new Date() }, config: { jwtSecret: secret } };
try {
  if (command === "audit-verify") {
    const check = await verifyAuditChain(database.db, secret);
    if (check.broken) {
      console.error(`Journal altéré : ${check.broken.message}`);
      console.error(`${check.checked} ligne(s) intacte(s) avant elle.`);
      process.exitCode = 1;
    } else {
      console.log(`Journal intact : ${check.checked} ligne(s) vérifiée(s).`);
      if (check.last_seq !== null)
        console.log(
          `Dernière ligne : n° ${check.last_seq}, empreinte ${check.last_hash}. Notez-la hors du serveur : la prochaine vérification doit la retrouver.`,
        );
    }
  } else if (command === "list") {
    const team = await listStaff(deps);
    if (team.length === 0) console.log("Aucun compte d'équipe.");
    for (const m of team)
      console.log(
        `${m.email}\t${m.staffRole ? staffRoleLabels[m.staffRole] : ""}\t${m.firstName} ${m.lastName}${m.passwordHash === NO_PASSWORD_YET ? "\t(mot de passe à choisir)" : ""}`,
      );
  } else {
    const address = email?.success ? email.output : "";
    const result = await setStaffRole(deps, {
      email: address,
      role: role?.success ? role.output : null,
      firstName: values["first-name"],
      lastName: values["last-name"],
      actorId: null,
    });
    const label = role?.success ? staffRoleLabels[role.output] : "";
    switch (result.outcome) {
      case "not_found":
        fail(`Aucun compte pour ${address}.`);
        break;
      case "refused":
        fail(result.message);
        break;
      case "created":
        console.log(
          `Compte ${label} créé pour ${address}. Il n'a pas encore de mot de passe : sur la page de connexion, « Mot de passe oublié ? » avec cette adresse ; le code reçu par courriel permet de le choisir.`,
        );
        break;
      case "changed":
        console.log(
          `${address} a désormais le rôle ${label} ; il ouvre l'espace équipe à sa prochaine connexion.`,
        );
        break;
      case "unchanged":
        console.log(`${address} a déjà ce rôle : rien n'a changé.`);
        break;
      case "removed":
        console.log(`${address} n'a plus de rôle d'équipe : l'espace équipe lui est fermé dès maintenant.`);
        break;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
