import { validator } from "hono/validator";
import * as v from "valibot";
import { detail } from "./http";

/** A row's id as a path holds it (1 to 9 digits, not 0), else null: no row has it. */
export const rowId = (raw: string | undefined) => {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : null;
};

/**
 * A route's `:id`, a row's id, read before its body: anything else is the route's own 404,
 * whatever the body holds. The handler reads it with `c.req.valid("param").id`.
 */
export const pathId = (notFound: string) =>
  validator("param", (params: Record<string, string | undefined>, c) => {
    const id = rowId(params.id);
    return id ? { id } : detail(c, 404, notFound);
  });

/** A route's `:type`, one of `schema`'s words, read before its body: anything else is its 404. */
export const pathType = <S extends v.GenericSchema<string>>(schema: S, notFound: string) =>
  validator("param", (params: Record<string, string | undefined>, c) => {
    const type = v.safeParse(schema, params.type);
    return type.success ? { type: type.output } : detail(c, 404, notFound);
  });
