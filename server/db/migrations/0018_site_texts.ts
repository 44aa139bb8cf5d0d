import { sql } from "kysely";
import type { Migration } from "./index";

/**
 * The FAQ and the « Qui sommes-nous » text leave the code for the database, so the centre edits
 * them: `faq_entries` (one row per question, shown by `position`) and `site_texts` (one text per
 * key; `about` is sanitised HTML). Seeded with the texts the app showed until now, except two
 * answers that were wrong: payment is not by credits only, and credits expire with their pack.
 * The texts are written here, not imported: a migration stays what it was when it shipped.
 */
export const siteTexts: Migration = {
  async up(db, dialect) {
    const id =
      dialect === "postgres"
        ? db.schema.createTable("faq_entries").addColumn("id", "serial", (c) => c.primaryKey().notNull())
        : db.schema
            .createTable("faq_entries")
            .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement().notNull());
    await id
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("answer", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("site_texts")
      .addColumn("key", "text", (c) => c.primaryKey().notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .execute();

    for (const [index, [category, question, answer]] of defaultFaq.entries())
      await sql`insert into faq_entries (position, category, question, answer)
        values (${index}, ${category}, ${question}, ${answer})`.execute(db);
    await sql`insert into site_texts (key, body) values ('about', ${defaultAbout})`.execute(db);
  },
};

const defaultFaq: [string, string, string][] = [
  [
    "reservations",
    "Comment réserver une séance ?",
    "Choisissez un service, puis une date, un créneau et le nombre de personnes. Connectez-vous, choisissez votre moyen de paiement et confirmez : vous recevez la confirmation aussitôt.",
  ],
  [
    "reservations",
    "Puis-je annuler ma réservation ?",
    "Oui, depuis « Mes réservations », jusqu'à 3 heures avant le début de la séance. Moins de 3 heures avant, l'annulation n'est plus possible.",
  ],
  [
    "reservations",
    "Puis-je réserver pour plusieurs personnes ?",
    "Oui. Indiquez le nombre de personnes au moment de choisir le créneau, dans la limite prévue pour chaque service.",
  ],
  [
    "services",
    "Quelle différence entre Essentiel et Signature ?",
    "Les services Essentiel sont nos séances du quotidien, prêtes à réserver. Les programmes Signature sont construits sur mesure avec un coach, pour un objectif précis.",
  ],
  [
    "services",
    "Qu'est-ce que l'option privée ?",
    "Elle vous réserve le créneau entier, pour vous seul ou vos proches. Elle est proposée quand le service et le créneau le permettent, moyennant un supplément.",
  ],
  [
    "services",
    "Quand dois-je arriver ?",
    "Arrivez 15 minutes avant l'heure de votre rendez-vous, en tenue confortable.",
  ],
  [
    "payments",
    "Comment payer mes séances ?",
    "Au moment de réserver, choisissez votre moyen de paiement : vos crédits (achetés par packs depuis la page « Nos packs »), le paiement sur place au centre, Wave ou Orange Money.",
  ],
  [
    "payments",
    "Mes crédits expirent-ils ?",
    "Oui : vos crédits restent valables pendant la durée de validité du pack qui vous les a apportés. Votre profil indique leur date d'expiration, et les crédits qui expirent le plus tôt sont utilisés en premier.",
  ],
  [
    "account",
    "Comment créer mon compte ?",
    "Inscrivez-vous avec votre nom et votre adresse email, puis saisissez le code à 4 chiffres reçu par email pour activer votre compte.",
  ],
  [
    "account",
    "J'ai oublié mon mot de passe, que faire ?",
    "Sur la page de connexion, choisissez « Mot de passe oublié ? », saisissez votre email et suivez les étapes avec le code reçu.",
  ],
];

const defaultAbout = `<p>Né à Dakar de l'envie de rendre le bien-être accessible à tous, notre centre réunit masseurs, coachs et praticiens autour d'une même idée : prendre soin de soi doit être simple, régulier et joyeux.</p>
<h2>Notre mission</h2>
<p>Vous accompagner, séance après séance, vers un corps plus libre et un esprit plus serein, avec des professionnels attentifs et des réservations faciles, même avec une connexion capricieuse.</p>
<h2>Nos valeurs</h2>
<h3>Excellence</h3>
<p>Des praticiens formés, des soins exigeants et des séances soignées jusqu'au moindre détail.</p>
<h3>Motivation</h3>
<p>Des coachs qui encouragent, fixent des objectifs réalistes et célèbrent chaque progrès.</p>
<h3>Innovation</h3>
<p>Des programmes renouvelés et une application pensée pour les téléphones du quotidien.</p>
<h3>Inclusivité</h3>
<p>Tous les âges, tous les niveaux, tous les corps : chacun est le bienvenu chez nous.</p>
<h2>Notre équipe</h2>
<ul>
<li><strong>Aminata Sy</strong>, fondatrice et masseuse-kinésithérapeute</li>
<li><strong>Cheikh Ndoye</strong>, coach sportif, préparation physique</li>
<li><strong>Fatou Diagne</strong>, professeure de yoga et de pilates</li>
<li><strong>Ousmane Faye</strong>, coach bien-être et nutrition</li>
</ul>`;
