import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { aboutTextSchema, faqEntrySchema } from "../../../src/contract/configs";
import { settingsPaths } from "../../../src/contract/staff/settings";
import { makeTestApp, type TestApp } from "../harness";
import { auditLines, staffMember } from "./staff-harness";

type Entry = { category: string; question: string; answer: string };

const publicFaq = async (t: TestApp) => {
  const res = await t.api.get("configs/faq/");
  expect(res.status).toBe(200);
  return v.parse(v.array(faqEntrySchema), res.data);
};

const saveFaq = (t: TestApp, items: unknown, token: string) => t.api.put(settingsPaths.faq, { items }, token);

describe("the FAQ and « Qui sommes-nous », the centre's to edit", () => {
  it("start from the app's texts, right about payment methods and the credits' expiry", async () => {
    const t = await makeTestApp();
    const faq = await publicFaq(t);
    expect(faq).toHaveLength(10);
    expect(faq[0]?.question).toBe("Comment réserver une séance ?");
    const payment = faq.find((e) => e.question === "Comment payer mes séances ?");
    expect(payment?.answer).toMatch(/sur place.*Wave.*Orange Money/);
    expect(payment?.answer).not.toContain("uniquement");
    const expiry = faq.find((e) => e.question === "Mes crédits expirent-ils ?");
    expect(expiry?.answer).toMatch(/^Oui/);
    expect(expiry?.answer).toContain("validité du pack");
    const about = v.parse(aboutTextSchema, (await t.api.get("configs/about/")).data);
    expect(about.html).toContain("<h2>Notre mission</h2>");
    expect(about.html).toContain("<h3>Inclusivité</h3>");
  });

  it("take a whole new list, in its order, shown at once by the public answer, with an audit line", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const before = await publicFaq(t);
    // Moved, edited, one removed and one added.
    const items: Entry[] = before
      .slice(1)
      .map(({ category, question, answer }) => ({ category, question, answer }));
    const first = items[0] as Entry;
    items[0] = { ...first, answer: "  Oui, jusqu'à 5 heures avant.\nAu-delà, appelez-nous. " };
    items.reverse();
    items.push({
      category: "payments",
      question: "Puis-je payer avec Wave ?",
      answer: "Oui, au moment de réserver.",
    });
    const res = await saveFaq(t, items, admin.access);
    expect(res.status).toBe(200);
    expect(res.data.detail).toBe("Réglages enregistrés.");
    const after = await publicFaq(t);
    expect(after.map((e) => e.question)).toEqual(items.map((e) => e.question));
    expect(after.find((e) => e.question === first.question)?.answer).toBe(
      "Oui, jusqu'à 5 heures avant.\nAu-delà, appelez-nous.",
    );
    expect(after.some((e) => e.question === before[0]?.question)).toBe(false);
    expect(res.data.settings.faq).toEqual(after);

    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toEqual(["settings.faq_changed"]);
    expect(lines[0]?.summary).toBe("FAQ : 10 question(s) (10 auparavant).");

    // Emptied, the FAQ stays empty: the defaults do not come back.
    expect((await saveFaq(t, [], admin.access)).status).toBe(200);
    expect(await publicFaq(t)).toEqual([]);
  });

  it("refuse an empty question or answer, an unknown category and texts too long, in French, changing nothing", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const before = await publicFaq(t);
    const ok = { category: "account", question: "Question ?", answer: "Réponse." };
    const cases: [unknown, string][] = [
      [[ok, { ...ok, question: "   " }], "Question 2 : la question est obligatoire."],
      [[{ ...ok, answer: "" }], "Question 1 : la réponse est obligatoire."],
      [[ok, ok, { ...ok, category: "autre" }], "Question 3 : choisissez une catégorie."],
      [
        [{ ...ok, question: "x".repeat(201) }],
        "Question 1 : la question est trop longue (200 caractères au plus).",
      ],
      [
        [{ ...ok, answer: "x".repeat(2001) }],
        "Question 1 : la réponse est trop longue (2000 caractères au plus).",
      ],
      [Array.from({ length: 61 }, () => ok), "La FAQ compte 60 questions au plus."],
    ];
    for (const [items, message] of cases) {
      const res = await saveFaq(t, items, admin.access);
      expect(res.status, message).toBe(400);
      expect(res.data.items).toContain(message);
    }
    expect((await saveFaq(t, "rien", admin.access)).status).toBe(400);
    // The longest accepted pass.
    const longest = { ...ok, question: "q".repeat(200), answer: "a".repeat(2000) };
    expect((await saveFaq(t, [longest], admin.access)).status).toBe(200);
    expect((await publicFaq(t))[0]?.answer).toHaveLength(2000);
    expect(before).toHaveLength(10);
    expect(await auditLines(t)).toHaveLength(1);
  });

  it("keep the about text sanitised, refuse it empty or too long, and audit it", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const html =
      '<h2 onclick="x()">Notre équipe</h2><p>Depuis 2015 à <a href="javascript:alert(1)">Dakar</a>.</p><script>x()</script><img src="x">';
    const res = await t.api.put(settingsPaths.about, { html }, admin.access);
    expect(res.status).toBe(200);
    const expected = "<h2>Notre équipe</h2><p>Depuis 2015 à <a>Dakar</a>.</p>";
    expect(res.data.settings.about.html).toBe(expected);
    expect((await t.api.get("configs/about/")).data).toEqual({ html: expected });
    for (const [body, message] of [
      ["  ", "Le texte « Qui sommes-nous » ne peut pas être vide."],
      ["x".repeat(20_001), "Le texte « Qui sommes-nous » est trop long (20000 caractères au plus)."],
    ]) {
      const refused = await t.api.put(settingsPaths.about, { html: body }, admin.access);
      expect(refused.status).toBe(400);
      expect(refused.data.html).toEqual([message]);
    }
    expect((await t.api.get("configs/about/")).data).toEqual({ html: expected });
    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toEqual(["settings.about_changed"]);
    expect(JSON.parse(lines[0]?.data ?? "{}")).toMatchObject({ changed_by_sanitiser: true });
  });
});
