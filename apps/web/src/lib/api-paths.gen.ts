// Generated from the server's OpenAPI document by `npm run api:types`; do not edit (decision 092).
// apps/server/src/openapi/web-api-types.test.ts fails when it is out of date with the routes.

export interface paths {
    "/admin/agency-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every agency setting, with the row's version in `ETag` (decision 084). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every agency setting */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: {
                                faq: {
                                    answer: {
                                        en: string;
                                        he: string;
                                    };
                                    /** Format: uuid */
                                    id: string;
                                    question: {
                                        en: string;
                                        he: string;
                                    };
                                }[];
                                /** Format: email */
                                supportEmail: string;
                                supportHours: {
                                    fri: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    mon: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sat: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sun: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    thu: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    tue: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    wed: {
                                        close: string;
                                        open: string;
                                    } | null;
                                };
                            };
                            iconUrl: string | null;
                            identity: {
                                brandColour: string;
                                /** Format: uuid */
                                iconFileId: string | null;
                                /** Format: uuid */
                                logoFileId: string | null;
                                name: string;
                                senderName: string;
                            };
                            invoicing: {
                                address: string;
                                footerNote: string;
                                invoiceNumberPrefix: string;
                                legalName: string;
                                taxId: string;
                            };
                            landing: {
                                enabled: boolean;
                                headline: {
                                    en: string;
                                    he: string;
                                };
                                text: {
                                    en: string;
                                    he: string;
                                };
                            };
                            logoUrl: string | null;
                            premium: {
                                benefits: {
                                    en: string[];
                                    he: string[];
                                };
                                monthlyPriceCents: number;
                                name: string;
                                priceLabel: {
                                    en: string;
                                    he: string;
                                };
                                revisionsPerProject: number;
                            };
                            region: {
                                /** @enum {string} */
                                defaultLanguage: "en" | "he";
                                firstDayOfWeek: {
                                    en: number;
                                    he: number;
                                };
                                timeZone: string;
                            };
                            security: {
                                requireSecondFactorForStaff: boolean;
                            };
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/agency-settings/{group}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Saves one group (identity, contact, landing, invoicing, premium, region, security): the fields sent replace the group's (a field left out keeps its value); the group is then validated by its shared schema. With `If-Match`, only while the settings are still at that version. */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    group: "identity" | "contact" | "landing" | "invoicing" | "premium" | "region" | "security";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description The saved settings */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: {
                                faq: {
                                    answer: {
                                        en: string;
                                        he: string;
                                    };
                                    /** Format: uuid */
                                    id: string;
                                    question: {
                                        en: string;
                                        he: string;
                                    };
                                }[];
                                /** Format: email */
                                supportEmail: string;
                                supportHours: {
                                    fri: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    mon: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sat: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sun: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    thu: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    tue: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    wed: {
                                        close: string;
                                        open: string;
                                    } | null;
                                };
                            };
                            iconUrl: string | null;
                            identity: {
                                brandColour: string;
                                /** Format: uuid */
                                iconFileId: string | null;
                                /** Format: uuid */
                                logoFileId: string | null;
                                name: string;
                                senderName: string;
                            };
                            invoicing: {
                                address: string;
                                footerNote: string;
                                invoiceNumberPrefix: string;
                                legalName: string;
                                taxId: string;
                            };
                            landing: {
                                enabled: boolean;
                                headline: {
                                    en: string;
                                    he: string;
                                };
                                text: {
                                    en: string;
                                    he: string;
                                };
                            };
                            logoUrl: string | null;
                            premium: {
                                benefits: {
                                    en: string[];
                                    he: string[];
                                };
                                monthlyPriceCents: number;
                                name: string;
                                priceLabel: {
                                    en: string;
                                    he: string;
                                };
                                revisionsPerProject: number;
                            };
                            region: {
                                /** @enum {string} */
                                defaultLanguage: "en" | "he";
                                firstDayOfWeek: {
                                    en: number;
                                    he: number;
                                };
                                timeZone: string;
                            };
                            security: {
                                requireSecondFactorForStaff: boolean;
                            };
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/agency-settings/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replaces the logo: one `logo` file (PNG, JPEG or WebP by content); a square icon is made from it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description image/png, image/jpeg, image/gif, image/webp (judged by content), at most 2097152 bytes
                         */
                        logo?: string;
                    };
                };
            };
            responses: {
                /** @description The saved settings */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: {
                                faq: {
                                    answer: {
                                        en: string;
                                        he: string;
                                    };
                                    /** Format: uuid */
                                    id: string;
                                    question: {
                                        en: string;
                                        he: string;
                                    };
                                }[];
                                /** Format: email */
                                supportEmail: string;
                                supportHours: {
                                    fri: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    mon: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sat: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sun: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    thu: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    tue: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    wed: {
                                        close: string;
                                        open: string;
                                    } | null;
                                };
                            };
                            iconUrl: string | null;
                            identity: {
                                brandColour: string;
                                /** Format: uuid */
                                iconFileId: string | null;
                                /** Format: uuid */
                                logoFileId: string | null;
                                name: string;
                                senderName: string;
                            };
                            invoicing: {
                                address: string;
                                footerNote: string;
                                invoiceNumberPrefix: string;
                                legalName: string;
                                taxId: string;
                            };
                            landing: {
                                enabled: boolean;
                                headline: {
                                    en: string;
                                    he: string;
                                };
                                text: {
                                    en: string;
                                    he: string;
                                };
                            };
                            logoUrl: string | null;
                            premium: {
                                benefits: {
                                    en: string[];
                                    he: string[];
                                };
                                monthlyPriceCents: number;
                                name: string;
                                priceLabel: {
                                    en: string;
                                    he: string;
                                };
                                revisionsPerProject: number;
                            };
                            region: {
                                /** @enum {string} */
                                defaultLanguage: "en" | "he";
                                firstDayOfWeek: {
                                    en: number;
                                    he: number;
                                };
                                timeZone: string;
                            };
                            security: {
                                requireSecondFactorForStaff: boolean;
                            };
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The saved settings */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: {
                                faq: {
                                    answer: {
                                        en: string;
                                        he: string;
                                    };
                                    /** Format: uuid */
                                    id: string;
                                    question: {
                                        en: string;
                                        he: string;
                                    };
                                }[];
                                /** Format: email */
                                supportEmail: string;
                                supportHours: {
                                    fri: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    mon: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sat: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sun: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    thu: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    tue: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    wed: {
                                        close: string;
                                        open: string;
                                    } | null;
                                };
                            };
                            iconUrl: string | null;
                            identity: {
                                brandColour: string;
                                /** Format: uuid */
                                iconFileId: string | null;
                                /** Format: uuid */
                                logoFileId: string | null;
                                name: string;
                                senderName: string;
                            };
                            invoicing: {
                                address: string;
                                footerNote: string;
                                invoiceNumberPrefix: string;
                                legalName: string;
                                taxId: string;
                            };
                            landing: {
                                enabled: boolean;
                                headline: {
                                    en: string;
                                    he: string;
                                };
                                text: {
                                    en: string;
                                    he: string;
                                };
                            };
                            logoUrl: string | null;
                            premium: {
                                benefits: {
                                    en: string[];
                                    he: string[];
                                };
                                monthlyPriceCents: number;
                                name: string;
                                priceLabel: {
                                    en: string;
                                    he: string;
                                };
                                revisionsPerProject: number;
                            };
                            region: {
                                /** @enum {string} */
                                defaultLanguage: "en" | "he";
                                firstDayOfWeek: {
                                    en: number;
                                    he: number;
                                };
                                timeZone: string;
                            };
                            security: {
                                requireSecondFactorForStaff: boolean;
                            };
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    kind?: "sign_in" | "sign_in_failed" | "user_invited" | "invite_resent" | "role_changed" | "user_deleted" | "project_created" | "project_updated" | "milestone_created" | "milestone_updated" | "milestone_deleted" | "milestones_reordered" | "milestone_approval_requested" | "revision_status_changed" | "comment_status_changed" | "invoice_created" | "invoice_updated" | "invoice_marked_paid" | "invoice_deleted" | "feature_created" | "feature_updated" | "feature_deleted" | "feature_price_recreated" | "store_availability_changed" | "purchase_status_changed" | "purchase_progress_changed" | "ticket_status_changed" | "ticket_assigned" | "ticket_note_added" | "billing_tool_run" | "agency_settings_changed" | "agency_set_up" | "admin_created" | "sessions_ended" | "colleague_invited" | "colleague_rights_changed" | "colleague_removed" | "second_factor_reset" | "passkey_removed";
                    page?: number;
                    pageSize?: number;
                    person?: string;
                    since?: string;
                    until?: string;
                    userId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the audit trail, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                actorId: string | null;
                                actorLabel: string | null;
                                after: {
                                    [key: string]: string | number | boolean | null;
                                } | null;
                                at: string;
                                before: {
                                    [key: string]: string | number | boolean | null;
                                } | null;
                                id: string;
                                /** @enum {string} */
                                kind: "sign_in" | "sign_in_failed" | "user_invited" | "invite_resent" | "role_changed" | "user_deleted" | "project_created" | "project_updated" | "milestone_created" | "milestone_updated" | "milestone_deleted" | "milestones_reordered" | "milestone_approval_requested" | "revision_status_changed" | "comment_status_changed" | "invoice_created" | "invoice_updated" | "invoice_marked_paid" | "invoice_deleted" | "feature_created" | "feature_updated" | "feature_deleted" | "feature_price_recreated" | "store_availability_changed" | "purchase_status_changed" | "purchase_progress_changed" | "ticket_status_changed" | "ticket_assigned" | "ticket_note_added" | "billing_tool_run" | "agency_settings_changed" | "agency_set_up" | "admin_created" | "sessions_ended" | "colleague_invited" | "colleague_rights_changed" | "colleague_removed" | "second_factor_reset" | "passkey_removed";
                                personId: string | null;
                                personLabel: string | null;
                                /** @enum {string} */
                                target: "user" | "project" | "milestone" | "revision" | "invoice" | "feature" | "store" | "purchase" | "ticket" | "billing" | "agency" | "company";
                                targetId: string | null;
                                targetLabel: string | null;
                            }[];
                            overall: number;
                            page: number;
                            pageSize: number;
                            total: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/billing/backfill-payment-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Purchases given their payment ids */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            failed: number;
                            message: string;
                            results: {
                                payment_id: string | null;
                                purchase_id: string;
                                status: string;
                            }[];
                            total_processed: number;
                            updated: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/billing/sync-subscription-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Subscribers' ids re-read from the provider */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: string;
                            failed: number;
                            message: string;
                            success: boolean;
                            synced: number;
                            total: number;
                            updates: {
                                email: string;
                                error?: string;
                                newSubscriptionId: string | null;
                                note?: string;
                                oldSubscriptionId: string | null;
                                updated: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/client-features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    billingType?: "one_time" | "monthly";
                    days?: number;
                    dir?: "asc" | "desc";
                    email?: string;
                    page?: number;
                    pageSize?: number;
                    sort?: "email" | "name" | "features" | "spent" | "lastPurchase";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Per-client purchase summaries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clients: {
                                clientId: string;
                                email: string;
                                featureCount: number;
                                fullName: string | null;
                                lastPurchaseAt: string;
                                totalSpentCents: number;
                            }[];
                            featureCount: number;
                            overall: number;
                            page: number;
                            pageSize: number;
                            revenueCents: number;
                            total: number;
                            totalClients: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/client-features/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    billingType?: "one_time" | "monthly";
                    days?: number;
                    dir?: "asc" | "desc";
                    name?: string;
                    page?: number;
                    pageSize?: number;
                    sort?: "name" | "price" | "status" | "progress" | "purchased";
                    status?: "pending" | "in_progress" | "completed";
                };
                header?: never;
                path: {
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of one client's purchases, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                email: string;
                                fullName: string | null;
                                id: string;
                            };
                            overall: number;
                            page: number;
                            pageSize: number;
                            purchases: {
                                accessUntil: string | null;
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                cancelAtPeriodEnd: boolean;
                                etag: string;
                                featureId: string | null;
                                featureName: string;
                                id: string;
                                isLegacy: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
                                priceCents: number;
                                progress: number;
                                purchasedAt: string;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed";
                                targetCompletionDate: string | null;
                            }[];
                            total: number;
                            totalIsAtLeast?: boolean;
                            totalSpentCents: number;
                            unfinishedCheckouts: {
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                featureName: string;
                                id: string;
                                /** @enum {string} */
                                paymentStatus: "pending" | "expired";
                                priceCents: number;
                                startedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/client-features/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every purchase of the buyers matching the filters, newest first, as CSV (UTF-8 with BOM), streamed. */
        get: {
            parameters: {
                query?: {
                    billingType?: "one_time" | "monthly";
                    days?: number;
                    dir?: "asc" | "desc";
                    email?: string;
                    page?: number;
                    pageSize?: number;
                    sort?: "email" | "name" | "features" | "spent" | "lastPurchase";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A CSV file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/client-features/purchases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One purchase; its `ETag` goes back in `If-Match` with a status or progress change. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The purchase */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purchase: {
                                accessUntil: string | null;
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                cancelAtPeriodEnd: boolean;
                                featureId: string | null;
                                featureName: string;
                                id: string;
                                isLegacy: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
                                priceCents: number;
                                progress: number;
                                purchasedAt: string;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed";
                                targetCompletionDate: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/client-features/purchases/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        progress: number;
                    };
                };
            };
            responses: {
                /** @description The updated purchase */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purchase: {
                                accessUntil: string | null;
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                cancelAtPeriodEnd: boolean;
                                featureId: string | null;
                                featureName: string;
                                id: string;
                                isLegacy: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
                                priceCents: number;
                                progress: number;
                                purchasedAt: string;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed";
                                targetCompletionDate: string | null;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/client-features/purchases/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "completed";
                    };
                };
            };
            responses: {
                /** @description The updated purchase */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purchase: {
                                accessUntil: string | null;
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                cancelAtPeriodEnd: boolean;
                                featureId: string | null;
                                featureName: string;
                                id: string;
                                isLegacy: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
                                priceCents: number;
                                progress: number;
                                purchasedAt: string;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed";
                                targetCompletionDate: string | null;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/client-features/purchases/bulk/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets the status of the chosen purchases: all of them, or none (409 `bulk_refused` names each missing one). */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "completed";
                    };
                };
            };
            responses: {
                /** @description Every chosen purchase has the status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client's project, or null */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            project: {
                                assigneeId: string | null;
                                clientId: string;
                                createdAt: string;
                                demoUrl: string | null;
                                estimatedDelivery: string | null;
                                id: string;
                                progress: number;
                                revisionCount: number;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "ready";
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The admin dashboard's charts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            openTickets: {
                                open: number;
                                weekStart: string;
                            }[];
                            pipeline: {
                                count: number;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "ready";
                            }[];
                            revenue: {
                                amountCents: number;
                                month: string;
                            }[];
                            revisionRequests: {
                                count: number;
                                weekStart: string;
                            }[];
                            timeZone: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Amounts outstanding and overdue per client */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clientCount: number;
                            clients: {
                                clientEmail: string;
                                clientId: string;
                                clientName: string;
                                outstandingCents: number;
                                overdueCents: number;
                            }[];
                            outstandingCents: number;
                            overdueCents: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dev-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the kept mails, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mails: {
                                id: string;
                                sentAt: string;
                                subject: string;
                                to: string;
                            }[];
                            overall: number;
                            page: number;
                            pageSize: number;
                            total: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dev-outbox/mails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One mail as sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            headers: {
                                [key: string]: string;
                            };
                            html: string | null;
                            id: string;
                            sentAt: string;
                            subject: string;
                            text: string;
                            to: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dev-outbox/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether the portal keeps its mails locally */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    clientId?: string;
                    dir?: "asc" | "desc";
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "number" | "client" | "amount" | "date" | "dueDate" | "status";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of all invoices */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoices: {
                                amountCents: number;
                                /** @enum {string|null} */
                                billingType: "one_time" | "monthly" | null;
                                clientEmail: string;
                                clientId: string | null;
                                clientName: string | null;
                                createdAt: string;
                                description: string;
                                dueDate: string | null;
                                featureOrPackageName: string | null;
                                file: {
                                    contentType: string;
                                    fileName: string;
                                    id: string;
                                    url: string;
                                } | null;
                                id: string;
                                invoiceDate: string;
                                invoiceNumber: string;
                                paidByCheckout: boolean;
                                paymentLink: string | null;
                                /** @enum {string} */
                                purchaseType: "automatic" | "manual";
                                /** @enum {string} */
                                status: "pending" | "paid" | "overdue";
                            }[];
                            overall: number;
                            page: number;
                            pageSize: number;
                            total: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Adds an invoice, with an optional `file` (PDF, JPG or PNG by content, at most 10 MB). */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        amount: string;
                        /** Format: uuid */
                        clientId: string;
                        description: string;
                        dueDate?: (string | "") | null;
                        /**
                         * Format: binary
                         * @description application/pdf, image/png, image/jpeg (judged by content), at most 10485760 bytes
                         */
                        file?: string;
                        /**
                         * @default pending
                         * @enum {string}
                         */
                        status?: "pending" | "paid" | "overdue";
                    };
                };
            };
            responses: {
                /** @description The invoice was created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            invoiceNumber: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One invoice as the edit dialog loads it; its `ETag` goes back in `If-Match` with the edit. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountCents: number;
                            description: string;
                            dueDate: string | null;
                            id: string;
                            invoiceNumber: string;
                            paidByCheckout: boolean;
                            /** @enum {string} */
                            status: "pending" | "paid" | "overdue";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice and its file were deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Changes only the fields given. With `If-Match`, only when the invoice is still at that version. */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: string;
                        description?: string;
                        dueDate?: string | "" | null;
                        /** @enum {string} */
                        status?: "pending" | "paid" | "overdue";
                    };
                };
            };
            responses: {
                /** @description The invoice was updated */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            invoiceNumber: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/invoices/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks the chosen invoices paid or deletes them: all of them, or none (409 `bulk_refused` names each refusing invoice). */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "markPaid" | "delete";
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Every chosen invoice was changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Clients an invoice can be made for: `q` finds a fragment of the name, e-mail or phone; one page of `limit`, in natural order. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of matching clients */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clients: {
                                email: string;
                                fullName: string;
                                id: string;
                                phone: string | null;
                            }[];
                            hasMore: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every invoice matching the list's filters, in its order, as CSV (UTF-8 with BOM), streamed. */
        get: {
            parameters: {
                query?: {
                    clientId?: string;
                    dir?: "asc" | "desc";
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "number" | "client" | "amount" | "date" | "dueDate" | "status";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A CSV file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        /**
                         * @default one_time
                         * @enum {string}
                         */
                        billingType?: "one_time" | "monthly";
                        /** Format: uuid */
                        clientId: string;
                        description: string;
                    };
                };
            };
            responses: {
                /** @description A test invoice was created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            invoiceNumber: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/milestones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes a milestone that is not approved. */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The remaining milestones */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            milestones: {
                                amountCents: number | null;
                                approval: {
                                    address: string | null;
                                    approvedAt: string;
                                    browser: string | null;
                                    certificateUrl: string | null;
                                    contentSha256: string;
                                    demoUrl: string;
                                    id: string;
                                    pages: {
                                        bytes: number | null;
                                        sha256: string | null;
                                        status: number | null;
                                        url: string;
                                    }[];
                                    signerId: string | null;
                                    signerName: string;
                                    versionLabel: string;
                                } | null;
                                approvalRequestedAt: string | null;
                                changesRevisionId: string | null;
                                dueAt: string | null;
                                id: string;
                                /** @enum {string} */
                                invoiceOn: "approval" | "due_date" | "project_start";
                                position: number;
                                projectId: string;
                                reviewPages: string[];
                                /** @enum {string} */
                                state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                title: {
                                    en: string;
                                    he: string;
                                };
                                version: string;
                                versionLabel: string;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Changes only the fields given. With `If-Match` (the milestone's `version`, quoted), only when it is still that version. */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountCents?: number | null;
                        /** Format: date-time */
                        dueAt?: string | null;
                        /** @enum {string} */
                        invoiceOn?: "approval" | "due_date" | "project_start";
                        /** @enum {string} */
                        state?: "upcoming" | "in_progress" | "changes_requested";
                        title?: {
                            en: string;
                            he: string;
                        };
                    };
                };
            };
            responses: {
                /** @description The project's milestones */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            milestones: {
                                amountCents: number | null;
                                approval: {
                                    address: string | null;
                                    approvedAt: string;
                                    browser: string | null;
                                    certificateUrl: string | null;
                                    contentSha256: string;
                                    demoUrl: string;
                                    id: string;
                                    pages: {
                                        bytes: number | null;
                                        sha256: string | null;
                                        status: number | null;
                                        url: string;
                                    }[];
                                    signerId: string | null;
                                    signerName: string;
                                    versionLabel: string;
                                } | null;
                                approvalRequestedAt: string | null;
                                changesRevisionId: string | null;
                                dueAt: string | null;
                                id: string;
                                /** @enum {string} */
                                invoiceOn: "approval" | "due_date" | "project_start";
                                position: number;
                                projectId: string;
                                reviewPages: string[];
                                /** @enum {string} */
                                state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                title: {
                                    en: string;
                                    he: string;
                                };
                                version: string;
                                versionLabel: string;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/milestones/{id}/approval-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Asks the client to approve the milestone after reviewing the named demo pages (and version). */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        pages: string[];
                        /** @default  */
                        versionLabel?: string;
                    };
                };
            };
            responses: {
                /** @description The project's milestones */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            milestones: {
                                amountCents: number | null;
                                approval: {
                                    address: string | null;
                                    approvedAt: string;
                                    browser: string | null;
                                    certificateUrl: string | null;
                                    contentSha256: string;
                                    demoUrl: string;
                                    id: string;
                                    pages: {
                                        bytes: number | null;
                                        sha256: string | null;
                                        status: number | null;
                                        url: string;
                                    }[];
                                    signerId: string | null;
                                    signerName: string;
                                    versionLabel: string;
                                } | null;
                                approvalRequestedAt: string | null;
                                changesRevisionId: string | null;
                                dueAt: string | null;
                                id: string;
                                /** @enum {string} */
                                invoiceOn: "approval" | "due_date" | "project_start";
                                position: number;
                                projectId: string;
                                reviewPages: string[];
                                /** @enum {string} */
                                state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                title: {
                                    en: string;
                                    he: string;
                                };
                                version: string;
                                versionLabel: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    assigned?: "me";
                    deliveryBefore?: string;
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "client" | "status" | "progress" | "revisions" | "delivery" | "created";
                    withoutPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Counts, a page of projects and a page of clients without one */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeProjects: number;
                            clientsWithoutProjects: {
                                clients: {
                                    businessName: string | null;
                                    createdAt: string;
                                    email: string;
                                    fullName: string;
                                    id: string;
                                }[];
                                overall: number;
                                page: number;
                                pageSize: number;
                                total: number;
                                totalIsAtLeast?: boolean;
                            };
                            completedProjects: number;
                            overall: number;
                            page: number;
                            pageSize: number;
                            projects: {
                                assigneeId: string | null;
                                businessName: string | null;
                                clientEmail: string;
                                clientId: string;
                                clientName: string;
                                createdAt: string;
                                demoUrl: string | null;
                                estimatedDelivery: string | null;
                                id: string;
                                milestones: {
                                    dueAt: string | null;
                                    position: number;
                                    /** @enum {string} */
                                    state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                }[];
                                progress: number;
                                revisionCount: number;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "ready";
                            }[];
                            total: number;
                            totalClients: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        clientId: string;
                    };
                };
            };
            responses: {
                /** @description The new project */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assigneeId: string | null;
                            clientId: string;
                            createdAt: string;
                            demoUrl: string | null;
                            estimatedDelivery: string | null;
                            id: string;
                            progress: number;
                            revisionCount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "ready";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Changes only the fields given. With `If-Match`, only when the project is still at that version. */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        assigneeId?: string | null;
                        demoUrl?: string | null;
                        /** Format: date-time */
                        estimatedDelivery?: string | null;
                        /** @enum {string} */
                        status?: "pending" | "in_progress" | "ready";
                    };
                };
            };
            responses: {
                /** @description The updated project */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assigneeId: string | null;
                            clientId: string;
                            createdAt: string;
                            demoUrl: string | null;
                            estimatedDelivery: string | null;
                            id: string;
                            progress: number;
                            revisionCount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "ready";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/projects/{projectId}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The project's milestones in order; each carries its `version` for `If-Match`, and its sign-off once approved. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    projectId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The milestones */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            milestones: {
                                amountCents: number | null;
                                approval: {
                                    address: string | null;
                                    approvedAt: string;
                                    browser: string | null;
                                    certificateUrl: string | null;
                                    contentSha256: string;
                                    demoUrl: string;
                                    id: string;
                                    pages: {
                                        bytes: number | null;
                                        sha256: string | null;
                                        status: number | null;
                                        url: string;
                                    }[];
                                    signerId: string | null;
                                    signerName: string;
                                    versionLabel: string;
                                } | null;
                                approvalRequestedAt: string | null;
                                changesRevisionId: string | null;
                                dueAt: string | null;
                                id: string;
                                /** @enum {string} */
                                invoiceOn: "approval" | "due_date" | "project_start";
                                position: number;
                                projectId: string;
                                reviewPages: string[];
                                /** @enum {string} */
                                state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                title: {
                                    en: string;
                                    he: string;
                                };
                                version: string;
                                versionLabel: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Adds a milestone at the end. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    projectId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        amountCents?: number | null;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        dueAt?: string | null;
                        /**
                         * @default approval
                         * @enum {string}
                         */
                        invoiceOn?: "approval" | "due_date" | "project_start";
                        title: {
                            en: string;
                            he: string;
                        };
                    };
                };
            };
            responses: {
                /** @description The milestones with the new one */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            milestones: {
                                amountCents: number | null;
                                approval: {
                                    address: string | null;
                                    approvedAt: string;
                                    browser: string | null;
                                    certificateUrl: string | null;
                                    contentSha256: string;
                                    demoUrl: string;
                                    id: string;
                                    pages: {
                                        bytes: number | null;
                                        sha256: string | null;
                                        status: number | null;
                                        url: string;
                                    }[];
                                    signerId: string | null;
                                    signerName: string;
                                    versionLabel: string;
                                } | null;
                                approvalRequestedAt: string | null;
                                changesRevisionId: string | null;
                                dueAt: string | null;
                                id: string;
                                /** @enum {string} */
                                invoiceOn: "approval" | "due_date" | "project_start";
                                position: number;
                                projectId: string;
                                reviewPages: string[];
                                /** @enum {string} */
                                state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                title: {
                                    en: string;
                                    he: string;
                                };
                                version: string;
                                versionLabel: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{projectId}/milestones/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Orders the project's milestones as listed (every one of them, each once). */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    projectId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description The milestones in their new order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            milestones: {
                                amountCents: number | null;
                                approval: {
                                    address: string | null;
                                    approvedAt: string;
                                    browser: string | null;
                                    certificateUrl: string | null;
                                    contentSha256: string;
                                    demoUrl: string;
                                    id: string;
                                    pages: {
                                        bytes: number | null;
                                        sha256: string | null;
                                        status: number | null;
                                        url: string;
                                    }[];
                                    signerId: string | null;
                                    signerName: string;
                                    versionLabel: string;
                                } | null;
                                approvalRequestedAt: string | null;
                                changesRevisionId: string | null;
                                dueAt: string | null;
                                id: string;
                                /** @enum {string} */
                                invoiceOn: "approval" | "due_date" | "project_start";
                                position: number;
                                projectId: string;
                                reviewPages: string[];
                                /** @enum {string} */
                                state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                title: {
                                    en: string;
                                    he: string;
                                };
                                version: string;
                                versionLabel: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projects/{projectId}/milestones/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds Deposit, Design, Build and Launch to a project without milestones (409 `milestones_exist` otherwise). */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    projectId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The template's milestones */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            milestones: {
                                amountCents: number | null;
                                approval: {
                                    address: string | null;
                                    approvedAt: string;
                                    browser: string | null;
                                    certificateUrl: string | null;
                                    contentSha256: string;
                                    demoUrl: string;
                                    id: string;
                                    pages: {
                                        bytes: number | null;
                                        sha256: string | null;
                                        status: number | null;
                                        url: string;
                                    }[];
                                    signerId: string | null;
                                    signerName: string;
                                    versionLabel: string;
                                } | null;
                                approvalRequestedAt: string | null;
                                changesRevisionId: string | null;
                                dueAt: string | null;
                                id: string;
                                /** @enum {string} */
                                invoiceOn: "approval" | "due_date" | "project_start";
                                position: number;
                                projectId: string;
                                reviewPages: string[];
                                /** @enum {string} */
                                state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                title: {
                                    en: string;
                                    he: string;
                                };
                                version: string;
                                versionLabel: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/revision-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    assigned?: "me";
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "email" | "name" | "revisions" | "unviewed" | "created";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Clients with their revision counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clients: {
                                businessName: string | null;
                                createdAt: string;
                                email: string;
                                fullName: string;
                                id: string;
                                revisionCount: number;
                                unreadReplies: number;
                                unviewedCount: number;
                            }[];
                            overall: number;
                            page: number;
                            pageSize: number;
                            total: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/revision-clients/{clientId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client's revisions, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            revisions: {
                                annotations: {
                                    anchor?: {
                                        fingerprint?: {
                                            attrs?: {
                                                [key: string]: string;
                                            };
                                            classes?: string[];
                                            fixed?: boolean;
                                            index?: number;
                                            of?: number;
                                            tag: string;
                                            text?: string;
                                            within?: string;
                                        };
                                        offsetX: number;
                                        offsetY: number;
                                        selector: string;
                                    } | null;
                                    browser?: string | null;
                                    comment: string;
                                    documentHeight: number | null;
                                    id: string;
                                    /** @enum {string} */
                                    mode: "desktop" | "mobile";
                                    page?: string | null;
                                    /** Format: uuid */
                                    screenshotId?: string | null;
                                    screenshotUrl?: string | null;
                                    scrollX?: number | null;
                                    scrollY?: number | null;
                                    timestamp: string;
                                    viewportHeight?: number | null;
                                    viewportWidth: number | null;
                                    x: number;
                                    y: number;
                                }[];
                                authorLabel: string | null;
                                authorName: string | null;
                                clientId: string;
                                comments: {
                                    annotationId: string;
                                    etag: string;
                                    replies: {
                                        adminEmail: string | null;
                                        /** @enum {string} */
                                        author: "client" | "admin";
                                        authorLabel: string | null;
                                        authorName: string | null;
                                        createdAt: string;
                                        id: string;
                                        message: string;
                                        mine: boolean;
                                    }[];
                                    /** @enum {string} */
                                    status: "open" | "in_progress" | "done";
                                    unread: boolean;
                                }[];
                                createdAt: string;
                                description: string;
                                id: string;
                                images: {
                                    fileName: string;
                                    id: string;
                                    url: string;
                                }[];
                                mine: boolean;
                                projectId: string;
                                requestNumber: number;
                                screenshotUrl: string | null;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "done";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/revisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The revision; opening it records the admin's view */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            annotations: {
                                anchor?: {
                                    fingerprint?: {
                                        attrs?: {
                                            [key: string]: string;
                                        };
                                        classes?: string[];
                                        fixed?: boolean;
                                        index?: number;
                                        of?: number;
                                        tag: string;
                                        text?: string;
                                        within?: string;
                                    };
                                    offsetX: number;
                                    offsetY: number;
                                    selector: string;
                                } | null;
                                browser?: string | null;
                                comment: string;
                                documentHeight: number | null;
                                id: string;
                                /** @enum {string} */
                                mode: "desktop" | "mobile";
                                page?: string | null;
                                /** Format: uuid */
                                screenshotId?: string | null;
                                screenshotUrl?: string | null;
                                scrollX?: number | null;
                                scrollY?: number | null;
                                timestamp: string;
                                viewportHeight?: number | null;
                                viewportWidth: number | null;
                                x: number;
                                y: number;
                            }[];
                            authorLabel: string | null;
                            authorName: string | null;
                            clientEmail: string;
                            clientId: string;
                            comments: {
                                annotationId: string;
                                etag: string;
                                replies: {
                                    adminEmail: string | null;
                                    /** @enum {string} */
                                    author: "client" | "admin";
                                    authorLabel: string | null;
                                    authorName: string | null;
                                    createdAt: string;
                                    id: string;
                                    message: string;
                                    mine: boolean;
                                }[];
                                /** @enum {string} */
                                status: "open" | "in_progress" | "done";
                                unread: boolean;
                            }[];
                            createdAt: string;
                            demoUrl: string | null;
                            description: string;
                            id: string;
                            images: {
                                fileName: string;
                                id: string;
                                url: string;
                            }[];
                            mine: boolean;
                            projectId: string;
                            requestNumber: number;
                            screenshotUrl: string | null;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "done";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "done";
                    };
                };
            };
            responses: {
                /** @description The updated revision */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            annotations: {
                                anchor?: {
                                    fingerprint?: {
                                        attrs?: {
                                            [key: string]: string;
                                        };
                                        classes?: string[];
                                        fixed?: boolean;
                                        index?: number;
                                        of?: number;
                                        tag: string;
                                        text?: string;
                                        within?: string;
                                    };
                                    offsetX: number;
                                    offsetY: number;
                                    selector: string;
                                } | null;
                                browser?: string | null;
                                comment: string;
                                documentHeight: number | null;
                                id: string;
                                /** @enum {string} */
                                mode: "desktop" | "mobile";
                                page?: string | null;
                                /** Format: uuid */
                                screenshotId?: string | null;
                                screenshotUrl?: string | null;
                                scrollX?: number | null;
                                scrollY?: number | null;
                                timestamp: string;
                                viewportHeight?: number | null;
                                viewportWidth: number | null;
                                x: number;
                                y: number;
                            }[];
                            authorLabel: string | null;
                            authorName: string | null;
                            clientId: string;
                            comments: {
                                annotationId: string;
                                etag: string;
                                replies: {
                                    adminEmail: string | null;
                                    /** @enum {string} */
                                    author: "client" | "admin";
                                    authorLabel: string | null;
                                    authorName: string | null;
                                    createdAt: string;
                                    id: string;
                                    message: string;
                                    mine: boolean;
                                }[];
                                /** @enum {string} */
                                status: "open" | "in_progress" | "done";
                                unread: boolean;
                            }[];
                            createdAt: string;
                            description: string;
                            id: string;
                            images: {
                                fileName: string;
                                id: string;
                                url: string;
                            }[];
                            mine: boolean;
                            projectId: string;
                            requestNumber: number;
                            screenshotUrl: string | null;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "done";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/revisions/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A comment's status, with its version in `ETag` (decision 084). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    commentId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The comment's status */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            annotationId: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "done";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Sets a comment's status (open, in_progress, done); only to a different value. */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    commentId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "open" | "in_progress" | "done";
                    };
                };
            };
            responses: {
                /** @description The comment's new status */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            annotationId: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "done";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/revisions/{id}/comments/{commentId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replies under a comment as the admin; the client get a notification. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    commentId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The reply */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminEmail: string | null;
                            /** @enum {string} */
                            author: "client" | "admin";
                            authorLabel: string | null;
                            authorName: string | null;
                            createdAt: string;
                            id: string;
                            message: string;
                            mine: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/revisions/{id}/comments/{commentId}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Records that the signed-in person has opened the comment's thread now. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    commentId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Marked as viewed now */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches grouped by kind */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clients: {
                                items: {
                                    businessName: string | null;
                                    email: string;
                                    fullName: string;
                                    id: string;
                                }[];
                                total: number;
                            };
                            invoices: {
                                items: {
                                    amountCents: number;
                                    clientEmail: string;
                                    description: string;
                                    id: string;
                                    invoiceNumber: string;
                                    /** @enum {string} */
                                    status: "pending" | "paid" | "overdue";
                                }[];
                                total: number;
                            };
                            revisions: {
                                items: {
                                    clientEmail: string;
                                    description: string;
                                    id: string;
                                    requestNumber: number;
                                    /** @enum {string} */
                                    status: "pending" | "in_progress" | "done";
                                }[];
                                total: number;
                            };
                            tickets: {
                                items: {
                                    clientEmail: string | null;
                                    id: string;
                                    /** @enum {string} */
                                    status: "new" | "in_progress" | "resolved" | "closed" | "archived";
                                    subject: string | null;
                                    ticketNumber: number;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        billingType: "one_time" | "monthly";
                        description: string;
                        estimatedDeliveryDays: number | null;
                        /** Format: uuid */
                        imageFileId: string | null;
                        priceCents: number;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description The saved feature, with a warning when the price failed */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            feature: {
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                createdAt: string;
                                description: string;
                                estimatedDeliveryDays: number | null;
                                id: string;
                                imageFileId: string | null;
                                imageUrl: string | null;
                                priceCents: number;
                                providerPriceId: string | null;
                                title: string;
                            };
                            /** @enum {string|null} */
                            warning: "price_sync_failed" | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store/features/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One feature, as the edit dialog opens it, with its version in `ETag`. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feature */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            billingType: "one_time" | "monthly";
                            createdAt: string;
                            description: string;
                            estimatedDeliveryDays: number | null;
                            id: string;
                            imageFileId: string | null;
                            imageUrl: string | null;
                            priceCents: number;
                            providerPriceId: string | null;
                            title: string;
                        };
                    };
                };
            };
        };
        /** @description Replaces every field of a feature; with `If-Match` only when the feature is still at that version. */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        billingType: "one_time" | "monthly";
                        description: string;
                        estimatedDeliveryDays: number | null;
                        /** Format: uuid */
                        imageFileId: string | null;
                        priceCents: number;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description The saved feature, with a warning when the price failed */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            feature: {
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                createdAt: string;
                                description: string;
                                estimatedDeliveryDays: number | null;
                                id: string;
                                imageFileId: string | null;
                                imageUrl: string | null;
                                priceCents: number;
                                providerPriceId: string | null;
                                title: string;
                            };
                            /** @enum {string|null} */
                            warning: "price_sync_failed" | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Changes only the fields given (a field left out keeps its value); with `If-Match` only when the feature is still at that version. */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        billingType?: "one_time" | "monthly";
                        description?: string;
                        estimatedDeliveryDays?: number | null;
                        /** Format: uuid */
                        imageFileId?: string | null;
                        priceCents?: number;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description The saved feature, with a warning when the price failed */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            feature: {
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                createdAt: string;
                                description: string;
                                estimatedDeliveryDays: number | null;
                                id: string;
                                imageFileId: string | null;
                                imageUrl: string | null;
                                priceCents: number;
                                providerPriceId: string | null;
                                title: string;
                            };
                            /** @enum {string|null} */
                            warning: "price_sync_failed" | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/store/features/{id}/recreate-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feature with its new provider price */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            feature: {
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                createdAt: string;
                                description: string;
                                estimatedDeliveryDays: number | null;
                                id: string;
                                imageFileId: string | null;
                                imageUrl: string | null;
                                priceCents: number;
                                providerPriceId: string | null;
                                title: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stores a public feature image: one `image` file (png, jpeg, gif or webp by content). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description image/png, image/jpeg, image/gif, image/webp (judged by content), at most 10485760 bytes
                         */
                        image?: string;
                    };
                };
            };
            responses: {
                /** @description The stored public image */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        storeOpen: boolean;
                    };
                };
            };
            responses: {
                /** @description The saved setting */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            storeOpen: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    assigned?: "anyone" | "me" | "nobody";
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    sort?: "number" | "client" | "subject" | "status" | "created" | "updated";
                    status?: "all" | "new" | "in_progress" | "resolved" | "closed" | "archived";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description All tickets (newest first) with their assignees, and counts per status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                archived: number;
                                closed: number;
                                in_progress: number;
                                new: number;
                                resolved: number;
                                total: number;
                            };
                            overall: number;
                            page: number;
                            pageSize: number;
                            tickets: {
                                assignee: {
                                    id: string;
                                    label: string;
                                } | null;
                                authorLabel: string | null;
                                clientEmail: string;
                                createdAt: string;
                                id: string;
                                messagePreview: string;
                                replyCount: number;
                                revisionRequestNumber: number | null;
                                /** @enum {string} */
                                status: "new" | "in_progress" | "resolved" | "closed" | "archived";
                                subject: string | null;
                                ticketNumber: number;
                                unread: boolean;
                                updatedAt: string;
                            }[];
                            total: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket, its thread (oldest reply first), assignee and internal notes */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignee: {
                                id: string;
                                label: string;
                            } | null;
                            attachments: {
                                fileName: string;
                                id: string;
                                url: string;
                            }[];
                            authorLabel: string | null;
                            authorName: string | null;
                            clientEmail: string;
                            createdAt: string;
                            id: string;
                            message: string;
                            mine: boolean;
                            notes: {
                                authorLabel: string;
                                createdAt: string;
                                id: string;
                                message: string;
                            }[];
                            replies: {
                                adminEmail: string | null;
                                attachments: {
                                    fileName: string;
                                    id: string;
                                    url: string;
                                }[];
                                /** @enum {string} */
                                author: "client" | "admin";
                                authorLabel: string | null;
                                authorName: string | null;
                                createdAt: string;
                                id: string;
                                message: string;
                                mine: boolean;
                            }[];
                            revision: {
                                description: string;
                                id: string;
                                requestNumber: number;
                            } | null;
                            /** @enum {string} */
                            status: "new" | "in_progress" | "resolved" | "closed" | "archived";
                            subject: string | null;
                            ticketNumber: number;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "new" | "in_progress" | "resolved" | "closed" | "archived";
                    };
                };
            };
            responses: {
                /** @description The new status */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "new" | "in_progress" | "resolved" | "closed" | "archived";
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/support-tickets/{id}/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        assigneeId: string | null;
                    };
                };
            };
            responses: {
                /** @description The ticket's assignee now */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignee: {
                                id: string;
                                label: string;
                            } | null;
                            id: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds an internal note: admins see it, the client never does. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The note */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorLabel: string;
                            createdAt: string;
                            id: string;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replies as this admin, with up to 5 images in `attachments`. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        attachments?: string[];
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The reply */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminEmail: string | null;
                            attachments: {
                                fileName: string;
                                id: string;
                                url: string;
                            }[];
                            /** @enum {string} */
                            author: "client" | "admin";
                            authorLabel: string | null;
                            authorName: string | null;
                            createdAt: string;
                            id: string;
                            message: string;
                            mine: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Marked as viewed now */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The admins a ticket can be assigned to */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignees: {
                                id: string;
                                label: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets/bulk/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Assigns the chosen tickets to one admin, or to nobody (`assigneeId: null`): all of them, or none (400 `assignee_not_admin`; 409 `bulk_refused` names each missing ticket). */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        assigneeId: string | null;
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Every chosen ticket has the assignee */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets/bulk/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets the status of the chosen tickets: all of them, or none (409 `bulk_refused` names each missing one). */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        /** @enum {string} */
                        status: "new" | "in_progress" | "resolved" | "closed" | "archived";
                    };
                };
            };
            responses: {
                /** @description Every chosen ticket has the status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every ticket matching the list's status filter, in its order, as CSV (UTF-8 with BOM), streamed. */
        get: {
            parameters: {
                query?: {
                    assigned?: "anyone" | "me" | "nobody";
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    sort?: "number" | "client" | "subject" | "status" | "created" | "updated";
                    status?: "all" | "new" | "in_progress" | "resolved" | "closed" | "archived";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A CSV file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/support-tickets/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many tickets have client replies this admin has not seen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    assigned?: "me";
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    role?: "client" | "admin";
                    search?: string;
                    sort?: "name" | "email" | "business" | "created";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description People of one role with counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                admins: number;
                                clients: number;
                                total: number;
                            };
                            overall: number;
                            page: number;
                            pageSize: number;
                            total: number;
                            totalIsAtLeast?: boolean;
                            users: {
                                /** @enum {string|null} */
                                agencyRole: "owner" | "admin" | "project_manager" | "designer" | "support" | "accountant" | null;
                                businessName: string | null;
                                createdAt: string;
                                email: string;
                                etag: string;
                                fullName: string;
                                id: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "client" | "admin";
                                unviewedRevisions: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        businessName?: string;
                        /** @enum {string} */
                        country: "IL" | "US";
                        /** Format: email */
                        email: string;
                        fullName: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description The client was created and e-mailed a set-password link */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            id: string;
                            phone: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One person */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string|null} */
                            agencyRole: "owner" | "admin" | "project_manager" | "designer" | "support" | "accountant" | null;
                            businessName: string | null;
                            createdAt: string;
                            email: string;
                            fullName: string;
                            hasPassword: boolean;
                            id: string;
                            phone: string | null;
                            premium: {
                                /** @enum {string} */
                                state: "none" | "active" | "cancelling" | "ended";
                                until: string | null;
                            } | null;
                            /** @enum {string} */
                            role: "client" | "admin";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/end-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every session of the person ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ended: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The person's passkeys, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            passkeys: {
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                lastUsedAt: string | null;
                                name: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/passkeys/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes one of the person's passkeys (decision 119); a staff member's needs `roles.write`. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    passkeyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The passkey removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/resend-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A fresh set-password link was e-mailed; earlier links stop working */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/reset-second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes the person's authenticator app and recovery codes (decision 114); a staff member's needs `roles.write`. `reset` is false when they had none. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The app removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reset: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        agencyRole?: "owner" | "admin" | "project_manager" | "designer" | "support" | "accountant";
                        /** @enum {string} */
                        role: "client" | "admin";
                    };
                };
            };
            responses: {
                /** @description Role changed */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/users/{id}/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client's company: its people, and the companies they are a colleague in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            colleagueOf: {
                                /** Format: uuid */
                                accountId: string;
                                name: string;
                            }[];
                            members: {
                                email: string;
                                etag: string;
                                fullName: string;
                                /** Format: date-time */
                                joinedAt: string;
                                owner: boolean;
                                /** Format: uuid */
                                personId: string;
                                phone: string | null;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Invites a colleague into the client's company, as its owner does (a new person gets a set-password link). */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country: "IL" | "US";
                        /** @default  */
                        email?: string;
                        fullName: string;
                        /** @default  */
                        phone?: string;
                        rights: {
                            billing: boolean;
                            project: boolean;
                            revisions: boolean;
                            support: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The company's people */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                etag: string;
                                fullName: string;
                                /** Format: date-time */
                                joinedAt: string;
                                owner: boolean;
                                /** Format: uuid */
                                personId: string;
                                phone: string | null;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
                /** @description The company's people */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                etag: string;
                                fullName: string;
                                /** Format: date-time */
                                joinedAt: string;
                                owner: boolean;
                                /** Format: uuid */
                                personId: string;
                                phone: string | null;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/team/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                    personId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company's people */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                etag: string;
                                fullName: string;
                                /** Format: date-time */
                                joinedAt: string;
                                owner: boolean;
                                /** Format: uuid */
                                personId: string;
                                phone: string | null;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                    personId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rights: {
                            billing: boolean;
                            project: boolean;
                            revisions: boolean;
                            support: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The company's people */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                etag: string;
                                fullName: string;
                                /** Format: date-time */
                                joinedAt: string;
                                owner: boolean;
                                /** Format: uuid */
                                personId: string;
                                phone: string | null;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The people of one role matching the search, in the list's order, as CSV (UTF-8 with BOM), streamed. */
        get: {
            parameters: {
                query?: {
                    assigned?: "me";
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    role?: "client" | "admin";
                    search?: string;
                    sort?: "name" | "email" | "business" | "created";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A CSV file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Public: the agency's name, colour, logo, landing page, support contact and premium plan. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What any page may show of the agency */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brandColour: string;
                            iconUrl: string | null;
                            landing: {
                                enabled: boolean;
                                headline: {
                                    en: string;
                                    he: string;
                                };
                                text: {
                                    en: string;
                                    he: string;
                                };
                            };
                            logoUrl: string | null;
                            name: string;
                            premium: {
                                benefits: {
                                    en: string[];
                                    he: string[];
                                };
                                monthlyPriceCents: number;
                                name: string;
                                priceLabel: {
                                    en: string;
                                    he: string;
                                };
                                revisionsPerProject: number;
                            };
                            region: {
                                /** @enum {string} */
                                defaultLanguage: "en" | "he";
                                firstDayOfWeek: {
                                    en: number;
                                    he: number;
                                };
                                timeZone: string;
                            };
                            support: {
                                email: string;
                                faq: {
                                    answer: {
                                        en: string;
                                        he: string;
                                    };
                                    /** Format: uuid */
                                    id: string;
                                    question: {
                                        en: string;
                                        he: string;
                                    };
                                }[];
                                hours: {
                                    fri: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    mon: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sat: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    sun: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    thu: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    tue: {
                                        close: string;
                                        open: string;
                                    } | null;
                                    wed: {
                                        close: string;
                                        open: string;
                                    } | null;
                                };
                            };
                            version: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/features/{featureId}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    featureId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The provider's checkout page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/invoices/{invoiceId}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The provider's checkout page for the invoice's amount */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/premium/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled at the end of the period */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/premium/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The provider's checkout page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/purchases/{purchaseId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    purchaseId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled at the end of the billing cycle */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signed-in person's premium state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelAtPeriodEnd: boolean;
                            plan: string | null;
                            planName: string;
                            priceCents: number;
                            priceLabel: string;
                            /** @enum {string} */
                            status: "active" | "cancelled" | "inactive";
                            subscribed: boolean;
                            subscriptionEnd: string | null;
                            subscriptionStart: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A payment provider's event, signed in the `stripe-signature` (or, for the sandbox, `sandbox-signature`) header. Anonymous by design: the signature over the exact body is the proof. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description The event was recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duplicate: boolean;
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/check-phone-exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Whether a person has this phone */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exists: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The person's companies, with their rights, and the one the session acts for */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            activeAccountId: string;
                            companies: {
                                /** Format: uuid */
                                accountId: string;
                                name: string;
                                owner: boolean;
                                ownerName: string;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Makes the session act for another of the person's companies. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        accountId: string;
                    };
                };
            };
            responses: {
                /** @description The person's companies, the chosen one active */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            activeAccountId: string;
                            companies: {
                                /** Format: uuid */
                                accountId: string;
                                name: string;
                                owner: boolean;
                                ownerName: string;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company's people, its owner first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                etag: string;
                                fullName: string;
                                /** Format: date-time */
                                joinedAt: string;
                                owner: boolean;
                                /** Format: uuid */
                                personId: string;
                                phone: string | null;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Invites a colleague by e-mail or phone (or both), with their rights; a new person gets a set-password e-mail, or when invited by phone alone an SMS with a sign-in link. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country: "IL" | "US";
                        /** @default  */
                        email?: string;
                        fullName: string;
                        /** @default  */
                        phone?: string;
                        rights: {
                            billing: boolean;
                            project: boolean;
                            revisions: boolean;
                            support: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The company's people */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                etag: string;
                                fullName: string;
                                /** Format: date-time */
                                joinedAt: string;
                                owner: boolean;
                                /** Format: uuid */
                                personId: string;
                                phone: string | null;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/team/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Takes a colleague out of the company; `If-Match` names the version of their row the page showed. */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description Required: the ETag of the version the change was made from. Without it the change is refused with 428 `precondition_required`; when it is no longer current, with 412 `edit_conflict`. */
                    "if-match"?: string;
                };
                path: {
                    personId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company's people */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                etag: string;
                                fullName: string;
                                /** Format: date-time */
                                joinedAt: string;
                                owner: boolean;
                                /** Format: uuid */
                                personId: string;
                                phone: string | null;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Gives a colleague other rights; `If-Match` names the version of their row the page showed (the member's `etag`). */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                    /** @description Required: the ETag of the version the change was made from. Without it the change is refused with 428 `precondition_required`; when it is no longer current, with 412 `edit_conflict`. */
                    "if-match"?: string;
                };
                path: {
                    personId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rights: {
                            billing: boolean;
                            project: boolean;
                            revisions: boolean;
                            support: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description The company's people */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                etag: string;
                                fullName: string;
                                /** Format: date-time */
                                joinedAt: string;
                                owner: boolean;
                                /** Format: uuid */
                                personId: string;
                                phone: string | null;
                                rights: {
                                    billing: boolean;
                                    project: boolean;
                                    revisions: boolean;
                                    support: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    download?: "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file's bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The app and its database answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "ok";
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in client's invoices; every invoice returned is recorded as viewed. */
        get: {
            parameters: {
                query?: {
                    dir?: "asc" | "desc";
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "number" | "client" | "amount" | "date" | "dueDate" | "status";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the client's invoices */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoices: {
                                amountCents: number;
                                /** @enum {string|null} */
                                billingType: "one_time" | "monthly" | null;
                                clientEmail: string;
                                clientId: string | null;
                                clientName: string | null;
                                createdAt: string;
                                description: string;
                                dueDate: string | null;
                                featureOrPackageName: string | null;
                                file: {
                                    contentType: string;
                                    fileName: string;
                                    id: string;
                                    url: string;
                                } | null;
                                id: string;
                                invoiceDate: string;
                                invoiceNumber: string;
                                paidByCheckout: boolean;
                                paymentLink: string | null;
                                /** @enum {string} */
                                purchaseType: "automatic" | "manual";
                                /** @enum {string} */
                                status: "pending" | "paid" | "overdue";
                            }[];
                            overall: number;
                            page: number;
                            pageSize: number;
                            total: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One of the client's invoices */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            invoiceNumber: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signed-in person's profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string|null} */
                            agencyRole: "owner" | "admin" | "project_manager" | "designer" | "support" | "accountant" | null;
                            businessName: string | null;
                            capabilities: ("dashboard.read" | "users.read" | "users.write" | "roles.write" | "projects.read" | "projects.write" | "revisions.read" | "revisions.write" | "comments.write" | "tickets.read" | "tickets.write" | "invoices.read" | "invoices.write" | "purchases.read" | "purchases.write" | "store.write" | "billing.tools" | "audit.read" | "search.read" | "settings.read" | "settings.write" | "devtools.read")[];
                            createdAt: string;
                            email: string;
                            fullName: string;
                            id: string;
                            /** @enum {string} */
                            language: "en" | "he";
                            phone: string | null;
                            /** @enum {string} */
                            role: "client" | "admin";
                            secondFactorMissing: boolean;
                            twoFactorEnabled: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The person's sessions, the current one first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            devices: {
                                address: string | null;
                                browser: string | null;
                                current: boolean;
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                lastUsedAt: string;
                                os: string | null;
                                /** Format: date-time */
                                signedInAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/devices/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every other session ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ended: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "he";
                    };
                };
            };
            responses: {
                /** @description Saved; e-mails to the person use it */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The person's passkeys; they are added, renamed and removed through `/api/auth/passkey/*` (decision 113). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The person's passkeys, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            passkeys: {
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signs the milestone off with the client's typed full name: the reviewed pages are fetched and hashed, and the certificate is made at once. 409 `milestone_not_awaiting_approval` when it is not waiting for approval (approved already included). */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        confirm: true;
                        fullName: string;
                    };
                };
            };
            responses: {
                /** @description The sign-off record */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            approvedAt: string;
                            browser: string | null;
                            certificateUrl: string | null;
                            contentSha256: string;
                            demoUrl: string;
                            id: string;
                            pages: {
                                bytes: number | null;
                                sha256: string | null;
                                status: number | null;
                                url: string;
                            }[];
                            signerId: string | null;
                            signerName: string;
                            versionLabel: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an approval request with the revision request just submitted: the milestone is back with the agency. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        revisionId: string;
                    };
                };
            };
            responses: {
                /** @description The milestones */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            milestones: {
                                amountCents: number | null;
                                approval: {
                                    address: string | null;
                                    approvedAt: string;
                                    browser: string | null;
                                    certificateUrl: string | null;
                                    contentSha256: string;
                                    demoUrl: string;
                                    id: string;
                                    pages: {
                                        bytes: number | null;
                                        sha256: string | null;
                                        status: number | null;
                                        url: string;
                                    }[];
                                    signerId: string | null;
                                    signerName: string;
                                    versionLabel: string;
                                } | null;
                                approvalRequestedAt: string | null;
                                changesRevisionId: string | null;
                                dueAt: string | null;
                                id: string;
                                /** @enum {string} */
                                invoiceOn: "approval" | "due_date" | "project_start";
                                position: number;
                                projectId: string;
                                reviewPages: string[];
                                /** @enum {string} */
                                state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                title: {
                                    en: string;
                                    he: string;
                                };
                                version: string;
                                versionLabel: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Badge counts for the signed-in person */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            commentReplies: number;
                            invoices: number;
                            /** @enum {string} */
                            role: "client";
                            support: number;
                        } | {
                            assignedTickets: number;
                            commentReplies: number;
                            features: number;
                            revisions: number;
                            /** @enum {string} */
                            role: "admin";
                            tickets: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The choice per category of the person's role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasPhone: boolean;
                            preferences: {
                                /** @enum {string} */
                                category: "invoices" | "projects" | "support" | "billing" | "revisions" | "purchases" | "alerts";
                                /** @enum {string} */
                                mode: "instant" | "daily" | "off";
                            }[];
                            smsUrgent: boolean;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        preferences: {
                            /** @enum {string} */
                            category: "invoices" | "projects" | "support" | "billing" | "revisions" | "purchases" | "alerts";
                            /** @enum {string} */
                            mode: "instant" | "daily" | "off";
                        }[];
                        smsUrgent: boolean;
                    };
                };
            };
            responses: {
                /** @description The choices as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasPhone: boolean;
                            preferences: {
                                /** @enum {string} */
                                category: "invoices" | "projects" | "support" | "billing" | "revisions" | "purchases" | "alerts";
                                /** @enum {string} */
                                mode: "instant" | "daily" | "off";
                            }[];
                            smsUrgent: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page with one Unsubscribe button */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unsubscribed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client's project, or null */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            project: {
                                assigneeId: string | null;
                                clientId: string;
                                createdAt: string;
                                demoUrl: string | null;
                                estimatedDelivery: string | null;
                                id: string;
                                progress: number;
                                revisionCount: number;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "ready";
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Creates the client's project when missing (first visit); answers the existing one otherwise. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client's project */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: boolean;
                            project: {
                                assigneeId: string | null;
                                clientId: string;
                                createdAt: string;
                                demoUrl: string | null;
                                estimatedDelivery: string | null;
                                id: string;
                                progress: number;
                                revisionCount: number;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "ready";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/mine/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The client's project's milestones in order (none before the project exists), with each sign-off record. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The milestones */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            milestones: {
                                amountCents: number | null;
                                approval: {
                                    address: string | null;
                                    approvedAt: string;
                                    browser: string | null;
                                    certificateUrl: string | null;
                                    contentSha256: string;
                                    demoUrl: string;
                                    id: string;
                                    pages: {
                                        bytes: number | null;
                                        sha256: string | null;
                                        status: number | null;
                                        url: string;
                                    }[];
                                    signerId: string | null;
                                    signerName: string;
                                    versionLabel: string;
                                } | null;
                                approvalRequestedAt: string | null;
                                changesRevisionId: string | null;
                                dueAt: string | null;
                                id: string;
                                /** @enum {string} */
                                invoiceOn: "approval" | "due_date" | "project_start";
                                position: number;
                                projectId: string;
                                reviewPages: string[];
                                /** @enum {string} */
                                state: "upcoming" | "in_progress" | "awaiting_approval" | "changes_requested" | "approved";
                                title: {
                                    en: string;
                                    he: string;
                                };
                                version: string;
                                versionLabel: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client's revisions, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            demoUrl: string | null;
                            revisions: {
                                annotations: {
                                    anchor?: {
                                        fingerprint?: {
                                            attrs?: {
                                                [key: string]: string;
                                            };
                                            classes?: string[];
                                            fixed?: boolean;
                                            index?: number;
                                            of?: number;
                                            tag: string;
                                            text?: string;
                                            within?: string;
                                        };
                                        offsetX: number;
                                        offsetY: number;
                                        selector: string;
                                    } | null;
                                    browser?: string | null;
                                    comment: string;
                                    documentHeight: number | null;
                                    id: string;
                                    /** @enum {string} */
                                    mode: "desktop" | "mobile";
                                    page?: string | null;
                                    /** Format: uuid */
                                    screenshotId?: string | null;
                                    screenshotUrl?: string | null;
                                    scrollX?: number | null;
                                    scrollY?: number | null;
                                    timestamp: string;
                                    viewportHeight?: number | null;
                                    viewportWidth: number | null;
                                    x: number;
                                    y: number;
                                }[];
                                authorLabel: string | null;
                                authorName: string | null;
                                clientId: string;
                                comments: {
                                    annotationId: string;
                                    etag: string;
                                    replies: {
                                        adminEmail: string | null;
                                        /** @enum {string} */
                                        author: "client" | "admin";
                                        authorLabel: string | null;
                                        authorName: string | null;
                                        createdAt: string;
                                        id: string;
                                        message: string;
                                        mine: boolean;
                                    }[];
                                    /** @enum {string} */
                                    status: "open" | "in_progress" | "done";
                                    unread: boolean;
                                }[];
                                createdAt: string;
                                description: string;
                                id: string;
                                images: {
                                    fileName: string;
                                    id: string;
                                    url: string;
                                }[];
                                mine: boolean;
                                projectId: string;
                                requestNumber: number;
                                screenshotUrl: string | null;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "done";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Submits a revision: description, annotations (JSON text in any accepted shape), up to 5 images under 5 MB. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        annotations?: unknown;
                        /** @default  */
                        description?: string;
                        images?: string[];
                    };
                };
            };
            responses: {
                /** @description The revision was submitted */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            remaining: number;
                            revision: {
                                annotations: {
                                    anchor?: {
                                        fingerprint?: {
                                            attrs?: {
                                                [key: string]: string;
                                            };
                                            classes?: string[];
                                            fixed?: boolean;
                                            index?: number;
                                            of?: number;
                                            tag: string;
                                            text?: string;
                                            within?: string;
                                        };
                                        offsetX: number;
                                        offsetY: number;
                                        selector: string;
                                    } | null;
                                    browser?: string | null;
                                    comment: string;
                                    documentHeight: number | null;
                                    id: string;
                                    /** @enum {string} */
                                    mode: "desktop" | "mobile";
                                    page?: string | null;
                                    /** Format: uuid */
                                    screenshotId?: string | null;
                                    screenshotUrl?: string | null;
                                    scrollX?: number | null;
                                    scrollY?: number | null;
                                    timestamp: string;
                                    viewportHeight?: number | null;
                                    viewportWidth: number | null;
                                    x: number;
                                    y: number;
                                }[];
                                authorLabel: string | null;
                                authorName: string | null;
                                clientId: string;
                                comments: {
                                    annotationId: string;
                                    etag: string;
                                    replies: {
                                        adminEmail: string | null;
                                        /** @enum {string} */
                                        author: "client" | "admin";
                                        authorLabel: string | null;
                                        authorName: string | null;
                                        createdAt: string;
                                        id: string;
                                        message: string;
                                        mine: boolean;
                                    }[];
                                    /** @enum {string} */
                                    status: "open" | "in_progress" | "done";
                                    unread: boolean;
                                }[];
                                createdAt: string;
                                description: string;
                                id: string;
                                images: {
                                    fileName: string;
                                    id: string;
                                    url: string;
                                }[];
                                mine: boolean;
                                projectId: string;
                                requestNumber: number;
                                screenshotUrl: string | null;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "done";
                            };
                            revisionCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/revisions/{id}/comments/{commentId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replies under a comment as the client; the admins get a notification. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    commentId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The reply */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminEmail: string | null;
                            /** @enum {string} */
                            author: "client" | "admin";
                            authorLabel: string | null;
                            authorName: string | null;
                            createdAt: string;
                            id: string;
                            message: string;
                            mine: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/revisions/{id}/comments/{commentId}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Records that the signed-in person has opened the comment's thread now. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    commentId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Marked as viewed now */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/revisions/pin-screenshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stores the screenshot taken when a pin was placed (a private image of the client); the pin carries its id. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description image/png, image/jpeg, image/gif, image/webp (judged by content), at most 2097152 bytes
                         */
                        screenshot?: string;
                    };
                };
            };
            responses: {
                /** @description The screenshot was stored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/checkout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout page, with Pay and Cancel */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/checkout/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: never;
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/checkout/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: never;
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/subscriptions/end-period": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email?: string;
                    };
                };
            };
            responses: {
                /** @description How many subscription periods ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ended: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signed-in person's profile, or null when signed out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                /** @enum {string|null} */
                                agencyRole: "owner" | "admin" | "project_manager" | "designer" | "support" | "accountant" | null;
                                businessName: string | null;
                                capabilities: ("dashboard.read" | "users.read" | "users.write" | "roles.write" | "projects.read" | "projects.write" | "revisions.read" | "revisions.write" | "comments.write" | "tickets.read" | "tickets.write" | "invoices.read" | "invoices.write" | "purchases.read" | "purchases.write" | "store.write" | "billing.tools" | "audit.read" | "search.read" | "settings.read" | "settings.write" | "devtools.read")[];
                                createdAt: string;
                                email: string;
                                fullName: string;
                                id: string;
                                /** @enum {string} */
                                language: "en" | "he";
                                phone: string | null;
                                /** @enum {string} */
                                role: "client" | "admin";
                                secondFactorMissing: boolean;
                                twoFactorEnabled: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Public: whether the portal still waits for its first admin (then every page leads to /setup). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether set-up is needed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            required: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Public while no admin exists (404 after): with the set-up code the server printed, names the agency and creates the first admin. Wrong codes are counted and locked out. A repeat with the same `Idempotency-Key` (a retry after a lost answer) answers the first answer, even once the portal is set up. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        admin: {
                            /** Format: email */
                            email: string;
                            fullName: string;
                            phone: string;
                        };
                        agency: {
                            /** @enum {string} */
                            defaultLanguage: "en" | "he";
                            name: string;
                            timeZone: string;
                        };
                        code: string;
                    };
                };
            };
            responses: {
                /** @description The first admin was created; they sign in by SMS code */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "title" | "price" | "created";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the catalogue, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            features: {
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                createdAt: string;
                                description: string;
                                estimatedDeliveryDays: number | null;
                                id: string;
                                imageFileId: string | null;
                                imageUrl: string | null;
                                priceCents: number;
                                providerPriceId: string | null;
                                title: string;
                            }[];
                            overall: number;
                            page: number;
                            pageSize: number;
                            total: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client's own purchases, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purchases: {
                                accessUntil: string | null;
                                /** @enum {string} */
                                billingType: "one_time" | "monthly";
                                cancelAtPeriodEnd: boolean;
                                featureId: string | null;
                                featureName: string;
                                id: string;
                                isLegacy: boolean;
                                /** @enum {string} */
                                paymentStatus: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
                                priceCents: number;
                                progress: number;
                                purchasedAt: string;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed";
                                targetCompletionDate: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether the store is open to clients */
                200: {
                    headers: {
                        /** @description The record's version (strong); send it back in `If-Match` with a change */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            storeOpen: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The support e-mail address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The client's revisions, for the related-revision choice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            revisions: {
                                description: string;
                                id: string;
                                requestNumber: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the client's tickets, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            overall: number;
                            page: number;
                            pageSize: number;
                            tickets: {
                                clientEmail: string;
                                createdAt: string;
                                id: string;
                                messagePreview: string;
                                replyCount: number;
                                revisionRequestNumber: number | null;
                                /** @enum {string} */
                                status: "new" | "in_progress" | "resolved" | "closed" | "archived";
                                subject: string | null;
                                ticketNumber: number;
                                unread: boolean;
                                updatedAt: string;
                            }[];
                            total: number;
                            totalIsAtLeast?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Opens a ticket, with up to 5 images in `attachments`. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        attachments?: string[];
                        message: string;
                        revisionId?: string | "";
                        subject: string;
                    };
                };
            };
            responses: {
                /** @description The new ticket */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            ticketNumber: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket and its thread, oldest reply first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                fileName: string;
                                id: string;
                                url: string;
                            }[];
                            authorName: string | null;
                            clientEmail: string;
                            createdAt: string;
                            id: string;
                            message: string;
                            mine: boolean;
                            replies: {
                                adminEmail: string | null;
                                attachments: {
                                    fileName: string;
                                    id: string;
                                    url: string;
                                }[];
                                /** @enum {string} */
                                author: "client" | "admin";
                                authorLabel: string | null;
                                authorName: string | null;
                                createdAt: string;
                                id: string;
                                message: string;
                                mine: boolean;
                            }[];
                            revision: {
                                description: string;
                                id: string;
                                requestNumber: number;
                            } | null;
                            /** @enum {string} */
                            status: "new" | "in_progress" | "resolved" | "closed" | "archived";
                            subject: string | null;
                            ticketNumber: number;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/tickets/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replies to an open ticket, with up to 5 images in `attachments`. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A fresh unique value (a UUID) per user action, reused when the same action is retried; a repeat within 24 hours answers the first result. */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        attachments?: string[];
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The reply */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminEmail: string | null;
                            attachments: {
                                fileName: string;
                                id: string;
                                url: string;
                            }[];
                            /** @enum {string} */
                            author: "client" | "admin";
                            authorLabel: string | null;
                            authorName: string | null;
                            createdAt: string;
                            id: string;
                            message: string;
                            mine: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/tickets/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Marked as viewed now */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many own tickets have unread admin replies */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
