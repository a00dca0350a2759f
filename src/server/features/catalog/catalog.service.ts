import type { Db } from "../../db/client";
import { itemExists } from "./catalog.repository";

export const catalogItemExists = (db: Db, id: number) => itemExists(db, id);
