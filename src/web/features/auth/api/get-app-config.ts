import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AppConfigResponse } from "../../../../domain/contracts/auth";

export const appConfigQueryOptions = queryOptions<AppConfigResponse>({ queryKey: ["/api/app-config"] });

export const useAppConfig = () => useQuery(appConfigQueryOptions).data;
