import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { geocodeQuerySchema, reverseGeocodeQuerySchema, userLocationSchema } from "../../../domain/contracts/catalog";
import { HttpError } from "../../plugins/errors";
import { perClientLimit } from "../../plugins/rate-limit";

const NOT_FOUND = "Unable to find that location. Please try a different address.";

export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { geocoder } = app.deps;
  const lookup = async (find: () => Promise<{ lat: number; lng: number; address: string } | null>) => {
    let place;
    try {
      place = await find();
    } catch (error) {
      app.log.warn({ err: error }, "geocoder failed");
      throw new HttpError(503, "Location lookup is unavailable right now. Please try again shortly.");
    }
    if (!place) throw new HttpError(404, NOT_FOUND);
    return place;
  };

  // Each distinct lookup may reach the geocoding service (Nominatim: one a second for the whole instance): at most 20
  // a minute a client, besides the geocoder's own bound on lookups waiting (review R29).
  const lookupRateLimit = perClientLimit(app.deps.config, 20);
  app.get(
    "/api/geocode",
    { config: lookupRateLimit, schema: { querystring: geocodeQuerySchema, response: { 200: userLocationSchema } } },
    async (request) => lookup(() => geocoder.forward(request.query.q)),
  );
  app.get(
    "/api/geocode/reverse",
    { config: lookupRateLimit, schema: { querystring: reverseGeocodeQuerySchema, response: { 200: userLocationSchema } } },
    async (request) => lookup(() => geocoder.reverse(request.query.lat, request.query.lng)),
  );
};
