import { queryOptions } from "@tanstack/react-query";
import type { UserLocation } from "../../../../domain/contracts/catalog";

export const reverseGeocodeUrl = (lat: number, lng: number) => `/api/geocode/reverse?${new URLSearchParams({ lat: String(lat), lng: String(lng) })}`;

export const reverseGeocodeQueryOptions = (lat: number, lng: number) => queryOptions<UserLocation>({ queryKey: [reverseGeocodeUrl(lat, lng)] });
