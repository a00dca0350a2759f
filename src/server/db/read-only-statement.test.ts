import { describe, expect, it } from "vitest";
import { onlyReads } from "./read-only-statement";

describe("which statements only read (and so leave the session cache alone)", () => {
  it.each([
    ["a select", `select "id", "name" from "grocery_items" where "id" = $1`],
    ["a select after white space, in capitals", `\n  SELECT 1`],
    [
      "a several-word search: a with of selects",
      `with listed as materialized (select item_id from search_word_items where in_name = $1 and word in ($2, $3)) select id from listed`,
    ],
    ["a with in capitals", `WITH x AS (SELECT 1) SELECT * FROM x`],
    ["names that only contain the words", `select "updated_at", "deleted_count", "inserted_by" from t`],
  ])("%s only reads", (_name, statement) => {
    expect(onlyReads(statement)).toBe(true);
  });

  it.each([
    ["an insert", `insert into "sessions" ("sid") values ($1)`],
    ["an update", `update "users" set "first_name" = $1`],
    ["a delete", `delete from "sessions" where "sid" = $1`],
    ["a with that deletes", `with gone as (delete from sessions where expire < now() returning sid) select count(*) from gone`],
    ["a with that updates, in capitals", `WITH x AS (UPDATE users SET first_name = 'A' RETURNING id) SELECT id FROM x`],
    ["a with that inserts", `with x as (insert into users (email) values ($1) returning id) select id from x`],
    [
      "a with of selects ending in an update",
      `with x as (select id from users) update users set first_name = 'B' where id in (select id from x)`,
    ],
    ["a with that merges", `with x as (select 1 as id) merge into users u using x on u.id = x.id when matched then do nothing`],
    [
      "a keyword right after a parenthesis or a comment",
      `with x as (/* why */delete from sessions returning sid) select * from x`,
    ],
    ["a select that locks rows for update", `select * from users where id = $1 for update`],
    ["a select whose text spells delete in a string (counted as a write, which is safe)", `select 'delete' as word`],
    ["a statement behind a comment", `/* audit */ select 1`],
    ["a parenthesised select", `(select 1)`],
    ["a transaction's begin", `begin`],
    ["a setting", `set local session_replication_role = replica`],
    ["an explain that runs a delete", `explain analyze delete from sessions`],
    ["a select followed by a truncate in one string", `select 1; truncate sessions`],
    ["a with followed by a call", `with x as (select 1) select * from x;call refresh_everything()`],
    ["a truncate", `truncate "sessions"`],
    ["an empty statement", ``],
  ])("%s may write", (_name, statement) => {
    expect(onlyReads(statement)).toBe(false);
  });
});
