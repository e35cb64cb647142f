/**
 * The server's API as TypeScript types: generated from GET /api/openapi.json by `npm run docs:api`
 * (apps/server/test/support/web-api-schema.ts). Never edit it by hand; the contract test fails when it is stale.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process can reach its database */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                            /** @enum {string} */
                            database: "ok";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "unavailable";
                            /** @enum {string} */
                            database: "unreachable";
                            message: string;
                            /** @enum {string} */
                            code: "UNAVAILABLE";
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in account
         * @description 401 when anonymous.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is logged in
         * @description Always 200: `{ user }`, the account as /api/auth/me answers it, or `null` when anonymous.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["UserDto"] | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Sets the session cookie. 401 `Invalid email or password`; 429 after too many attempts (per client address, and per account and client).
         */
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
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            name: string;
                            /** @description '' for an account made with a mobile number and no email */
                            email: string;
                            /** @enum {string} */
                            role: "user" | "admin" | "superadmin";
                            phone: string | null;
                            /** @description the mobile number proven by a one-time code (E.164): logs in with a code */
                            mobile: string | null;
                            /**
                             * @description the language of the account’s messages, mails and screens: en (English) or hi (हिन्दी)
                             * @enum {string}
                             */
                            language: "en" | "hi";
                            message: string;
                            user: components["schemas"]["UserDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a shopper account
         * @description Always role `user`; its `language` comes from `Accept-Language` (`hi`, `hi-IN` → hi; anything else, or none, en). Logs the new account in (sets the session cookie, ending any session this browser had). 409 when the email is taken.
         */
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
                        name: string;
                        email: string;
                        phone: string;
                        password: string;
                        privacyConsent?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            user: components["schemas"]["UserDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description The session is deleted server-side; the cookie is cleared either way.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/account/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose my language
         * @description `language`: `en` (English) or `hi` (हिन्दी); anything else is 400. Error messages, mails and documents follow it from the next request. Answers the account as /api/auth/me does.
         */
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
                        language: "en" | "hi";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Every session of the account ends; this browser gets a new one. 400 when the current password is wrong; wrong guesses count towards the login lockout (429).
         */
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
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link
         * @description Mails a single-use link to `/reset-password?token=…` (30 minutes) when the email has an account. The answer is the same whether or not it has one; 429 after too many requests from this client or for this email.
         */
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
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with a reset link
         * @description The token from the link works once, for 30 minutes; the password follows the registration rules. Every session of the account ends; the user then logs in. 400 when the link is invalid, used or expired.
         */
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
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a login code by SMS
         * @description `phone`: a mobile number (E.164; +91 when no country code is given). Texts a 6-digit code that works for 10 minutes. The same answer whether or not the number has an account. 429 within 30 s of the last code, after 5 codes an hour or 10 a day for the number, or too many requests from this client; 503 when the server sends no texts.
         */
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
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/auth/otp/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with the code
         * @description Sets the session cookie as a password login does. When the number has no account, `name` creates a shopper account (role `user`, its `language` from `Accept-Language`: hi → Hindi, else English); without it the answer is 400 asking for the name, with `details.field` `name` (the code stays good). 400 for a wrong, used or expired code; after 5 wrong tries the code is dead.
         */
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
                        code: string;
                        name?: string;
                        privacyConsent?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            name: string;
                            /** @description '' for an account made with a mobile number and no email */
                            email: string;
                            /** @enum {string} */
                            role: "user" | "admin" | "superadmin";
                            phone: string | null;
                            /** @description the mobile number proven by a one-time code (E.164): logs in with a code */
                            mobile: string | null;
                            /**
                             * @description the language of the account’s messages, mails and screens: en (English) or hi (हिन्दी)
                             * @enum {string}
                             */
                            language: "en" | "hi";
                            message: string;
                            user: components["schemas"]["UserDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/account/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a code to change the mobile number
         * @description Texts a code to the new number (`phone`); the number changes only once that code is given to /api/account/mobile/verify. The same limits as a login code.
         */
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
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/account/mobile/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the mobile number with its code
         * @description The new number becomes the one the account logs in with. 400 for a wrong or expired code; 409 when another account has the number.
         */
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
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shops/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every shop
         * @description pan, gstnumber, razorpayAccountId and the admin’s email only for the superadmin and the shop’s own admin.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopDto"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of shops
         * @description Search over shop name, owner name, category, location and the names of the shop's products (case-insensitive; a city's other name, e.g. Bangalore for Bengaluru, also matches). pan, gstnumber, razorpayAccountId and the admin’s email only for the superadmin and the shop’s own admin.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    search?: string;
                    category?: string;
                    location?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ShopDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a shop
         * @description 400 `Please upload an image`; 409 when the admin already owns a shop.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A multipart form with these fields and the file `image` (required). */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name: string;
                        /** @enum {string} */
                        category: "Grocery" | "Clothing" | "Electronics" | "Building&Construction" | "Food" | "Other";
                        location: string;
                        address: string;
                        phone: string;
                        pan: string;
                        gstnumber?: string;
                        /** @enum {string} */
                        gstRegistration?: "regular" | "composition" | "unregistered";
                        state?: string;
                        razorpayAccountId?: string;
                        gps?: string;
                        pincode?: string | number;
                        legalName?: string;
                        /** Format: uuid */
                        admin: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            name: string;
                            shop: components["schemas"]["ShopDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shops/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The distinct shop categories and locations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopFacetsDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shops/{shopId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One shop
         * @description 404 when unknown. pan, gstnumber, razorpayAccountId and the admin’s email only for the superadmin and the shop’s own admin.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the shop's id (uuid); an unknown or malformed id answers 404 */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of shops with all their fields, deactivated shops included (`active: false`) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    search?: string;
                    category?: string;
                    location?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ShopDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/shops/{shopId}": {
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
        /**
         * Edit, reassign, deactivate or reactivate a shop
         * @description Any creation field, `admin` to reassign to an admin without a shop, `active` to deactivate/reactivate. 409 when the new admin owns a shop. A deactivated shop is 404 in the public catalog (shops, its products), add-to-cart and checkout answer 409 "{shop} is not taking orders right now", cart lines carry `unavailable`; its orders stay.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the shop's id (uuid); an unknown or malformed id answers 404 */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /** @enum {string} */
                        category?: "Grocery" | "Clothing" | "Electronics" | "Building&Construction" | "Food" | "Other";
                        location?: string;
                        address?: string;
                        phone?: string;
                        pan?: string;
                        legalName?: "" | null | string;
                        gstnumber?: "" | string;
                        /** @enum {string} */
                        gstRegistration?: "regular" | "composition" | "unregistered";
                        state?: string;
                        razorpayAccountId?: string;
                        gps?: "" | null | string;
                        pincode?: "" | null | (string | number);
                        /** Format: uuid */
                        admin?: string;
                        active?: boolean;
                        turnoverAbove5Cr?: boolean;
                        commissionRate?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            shop: components["schemas"]["ShopDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/shop/delivery-pins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the shop delivers
         * @description An empty `pins` list means across India. 404 for an admin without a shop.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 6-digit PIN codes and 3-digit prefixes, sorted; empty = across India */
                            pins: string[];
                            /** @description the shop page’s sentence, e.g. "Delivers to PIN codes 560001, 561xxx" */
                            description: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set the PIN codes the shop delivers to
         * @description `{ pins: ["560001", "561", …] }`: 6-digit PIN codes or 3-digit prefixes (at most 500; repeats and PINs under a listed prefix are dropped); `[]` = across India. 400 naming a bad entry (`pins[2]: …`). Checkout then refuses (409, naming the shop) an address whose PIN code is not covered; the shop page shows the list.
         */
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
                        pins: unknown[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 6-digit PIN codes and 3-digit prefixes, sorted; empty = across India */
                            pins: string[];
                            /** @description the shop page’s sentence, e.g. "Delivers to PIN codes 560001, 561xxx" */
                            description: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/shop/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s opening hours and contact email
         * @description Empty `hours`: none given. 404 for an admin without a shop.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the days and times (IST) the shop is open, sorted by day; empty = not given */
                            hours: {
                                /** @description 1 Monday … 7 Sunday */
                                day: number;
                                /** @description "HH:MM", IST */
                                open: string;
                                /** @description "HH:MM", IST, after open */
                                close: string;
                            }[];
                            /** @description the email buyers on ONDC are given for the shop; null: the platform’s support email stands in */
                            contactEmail: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set the shop’s opening hours and contact email
         * @description `{ hours: [{ day: 1, open: "09:00", close: "21:00" }, …], contactEmail: "orders@myshop.in" | null }`: India’s time, day 1 Monday … 7 Sunday, one opening a day closing after it opens; a day left out is closed; `[]` = no hours given. 400 naming a bad entry (`hours[2]: …`). The shop page says "Open now" or when it opens; ONDC’s catalog gives the hours as the store’s time and timing tags, and the email as its contact (null: the platform’s support email).
         */
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
                        hours: {
                            day: number;
                            open: string;
                            close: string;
                        }[];
                        contactEmail: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the days and times (IST) the shop is open, sorted by day; empty = not given */
                            hours: {
                                /** @description 1 Monday … 7 Sunday */
                                day: number;
                                /** @description "HH:MM", IST */
                                open: string;
                                /** @description "HH:MM", IST, after open */
                                close: string;
                            }[];
                            /** @description the email buyers on ONDC are given for the shop; null: the platform’s support email stands in */
                            contactEmail: string | null;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/admin/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop admin and their shop
         * @description The same at /admin/details and /api/admin/details.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDetailsDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop admin and their shop
         * @description The same at /admin/details and /api/admin/details.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDetailsDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/products/shop/{shopId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product of a shop
         * @description Newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the shop's id (uuid); an unknown or malformed id answers 404 */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductDto"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shops/{shopId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a shop’s products
         * @description Search over name and description; `price` is one of the price ranges (each above its lower bound up to and including its upper one); `sort` orders the page (newest first by default); `size`, `colour` and `inStock` read the variants.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    search?: string;
                    price?: "all" | "1-100" | "100-200" | "200-300" | "300-400" | "400-600" | "600-1000" | "1000+";
                    /** @description newest (the default, as before), price_asc, price_desc, discount (largest % off the MRP first) or rating (best rated first) */
                    sort?: "newest" | "price_asc" | "price_desc" | "discount" | "rating";
                    /** @description only products with a variant of this Size (any case) */
                    size?: string;
                    /** @description only products with a variant of this Colour (or Color; any case) */
                    colour?: string;
                    /** @description true: only products with a variant in stock (the chosen size and colour, when given) */
                    inStock?: "true" | "false";
                };
                header?: never;
                path: {
                    /** @description the shop's id (uuid); an unknown or malformed id answers 404 */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ProductDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shops/{shopId}/product-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sizes and colours a shop sells
         * @description Distinct values of the options named Size and Colour (or Color) among the shop’s variants, for the `size` and `colour` filters of its product list; empty lists when its products have none.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the shop's id (uuid); an unknown or malformed id answers 404 */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description values of the option Size, as the owner spelt them */
                            sizes: string[];
                            /** @description values of the option Colour (or Color) */
                            colours: string[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/products/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest products in stock across active shops
         * @description `limit` 1–24 (default 8). The home page shows them; cached like every catalog read.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductSearchItem"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products across all shops
         * @description `q` (2–100 characters): products whose name, category or description hold its words, read as `GET /api/search` reads them (Hinglish, Devanagari, synonyms, typos; issue 25); only active shops. In-stock products first; `inStock=true` leaves out sold-out ones. Each hit carries its shop’s `_id`, `name` and `location`.
         */
        get: {
            parameters: {
                query: {
                    q: string;
                    page?: number;
                    limit?: number;
                    inStock?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ProductSearchItem"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product
         * @description 404 when unknown.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the product's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a product
         * @description Past orders keep their snapshots.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the product's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a product
         * @description Any of the create fields; quantity may be 0; a new `image` replaces the old one. `variants` replaces the list: an entry with the `_id` of a variant updates it, one without is added, a variant left out is deleted (archived when it was ordered). A product with options takes `price`, `mrp`, `quantity` and `sku` per variant only (400).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the product's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            /** @description JSON, or a multipart form with these fields and optionally the file `image`. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name?: string;
                        description?: string;
                        price?: number;
                        quantity?: number;
                        category?: string;
                        subCategory?: "" | string;
                        unit?: "" | string;
                        ondcCategory?: ("Fruits and Vegetables" | "Masala & Seasoning" | "Oil & Ghee" | "Foodgrains" | "Dairy and Cheese" | "Tea and Coffee" | "Dry Fruits, Nuts & Seeds" | "Bakery, Cakes & Dairy" | "Snacks & Branded Foods" | "Beverages" | "Cleaning & Household" | "Personal Care" | "Pooja Items" | "Home and Kitchen" | "Continental" | "Sweets" | "Snacks" | "North Indian" | "South Indian" | "Apparel" | "Footwear" | "Fabric" | "Accessories" | "Mobile Phone" | "Audio" | "Laptop" | "Television" | "Lighting" | "Home Decor" | "Hardware" | "Paint" | "Tiles" | "Plumbing" | "Building Materials") | null;
                        originCountry?: string;
                        netQuantity?: number | string | null;
                        hsnCode?: string;
                        gstRate?: number | string;
                        mrp?: number | null;
                        sku?: string;
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        variants?: {
                            /** Format: uuid */
                            _id?: string;
                            sku: string;
                            options: {
                                [key: string]: string;
                            };
                            price: number;
                            mrp?: number;
                            quantity: number;
                            netQuantity?: number | string;
                        }[];
                        packaged?: boolean;
                        declarations?: {
                            manufacturer?: string;
                            countryOfOrigin?: string;
                            genericName?: string;
                            bestBefore?: string;
                            size?: string;
                            consumerCare?: string;
                        };
                        returnable?: boolean;
                    };
                    "application/json": {
                        name?: string;
                        description?: string;
                        price?: number;
                        quantity?: number;
                        category?: string;
                        subCategory?: "" | string;
                        unit?: "" | string;
                        ondcCategory?: ("Fruits and Vegetables" | "Masala & Seasoning" | "Oil & Ghee" | "Foodgrains" | "Dairy and Cheese" | "Tea and Coffee" | "Dry Fruits, Nuts & Seeds" | "Bakery, Cakes & Dairy" | "Snacks & Branded Foods" | "Beverages" | "Cleaning & Household" | "Personal Care" | "Pooja Items" | "Home and Kitchen" | "Continental" | "Sweets" | "Snacks" | "North Indian" | "South Indian" | "Apparel" | "Footwear" | "Fabric" | "Accessories" | "Mobile Phone" | "Audio" | "Laptop" | "Television" | "Lighting" | "Home Decor" | "Hardware" | "Paint" | "Tiles" | "Plumbing" | "Building Materials") | null;
                        originCountry?: string;
                        netQuantity?: number | string | null;
                        hsnCode?: string;
                        gstRate?: number | string;
                        mrp?: number | null;
                        sku?: string;
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        variants?: {
                            /** Format: uuid */
                            _id?: string;
                            sku: string;
                            options: {
                                [key: string]: string;
                            };
                            price: number;
                            mrp?: number;
                            quantity: number;
                            netQuantity?: number | string;
                        }[];
                        packaged?: boolean;
                        declarations?: {
                            manufacturer?: string;
                            countryOfOrigin?: string;
                            genericName?: string;
                            bestBefore?: string;
                            size?: string;
                            consumerCare?: string;
                        };
                        returnable?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            product: components["schemas"]["ProductDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the admin’s own shop’s products */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ProductDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the admin’s shop
         * @description `shopId` (optional) must be the admin’s own shop (403 otherwise). 400 `Please upload a product image.` `category`: Grocery, Food, Clothing (Fashion&Design), Electronics, Construction (Building&Construction) or Other, by value or name; `unit`: g, kg, ml, L, metre, piece, pack, dozen, pair, box, set, bag or plate (`litre` is L, `others` none); `netQuantity` is the pack size (4 with L reads "4 L"). Without `hsnCode`/`gstRate` the dated suggestion for the category applies (`suggestedTax`). Issue 24: `mrp` (at least `price`, else 400); `options` (up to 3, e.g. `[{"name":"Size","values":["7","8"]}]`) with `variants` (up to 100, `[{"sku","options":{"Size":"8"},"price","mrp","quantity"}]`; SKUs unique in the shop, 409 otherwise), both JSON text in a multipart form; with variants, `price` may be left out (the lowest variant price). `packaged: true` requires `declarations` (manufacturer, countryOfOrigin, genericName, consumerCare; bestBefore, size optional); `netQuantity` may be `{"value":500,"unit":"g"}`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A multipart form with these fields and the file `image` (required). */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name: string;
                        description: string;
                        price: number;
                        quantity?: number;
                        category: string;
                        subCategory?: string;
                        unit?: string;
                        netQuantity?: number | string;
                        hsnCode?: string;
                        gstRate?: number | string;
                        /** @enum {string} */
                        ondcCategory?: "Fruits and Vegetables" | "Masala & Seasoning" | "Oil & Ghee" | "Foodgrains" | "Dairy and Cheese" | "Tea and Coffee" | "Dry Fruits, Nuts & Seeds" | "Bakery, Cakes & Dairy" | "Snacks & Branded Foods" | "Beverages" | "Cleaning & Household" | "Personal Care" | "Pooja Items" | "Home and Kitchen" | "Continental" | "Sweets" | "Snacks" | "North Indian" | "South Indian" | "Apparel" | "Footwear" | "Fabric" | "Accessories" | "Mobile Phone" | "Audio" | "Laptop" | "Television" | "Lighting" | "Home Decor" | "Hardware" | "Paint" | "Tiles" | "Plumbing" | "Building Materials";
                        originCountry?: string;
                        mrp?: number;
                        sku?: string;
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        variants?: {
                            /** Format: uuid */
                            _id?: string;
                            sku: string;
                            options: {
                                [key: string]: string;
                            };
                            price: number;
                            mrp?: number;
                            quantity: number;
                            netQuantity?: number | string;
                        }[];
                        packaged?: boolean;
                        declarations?: {
                            manufacturer?: string;
                            countryOfOrigin?: string;
                            genericName?: string;
                            bestBefore?: string;
                            size?: string;
                            consumerCare?: string;
                        };
                        returnable?: boolean;
                        shopId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            product: components["schemas"]["ProductDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/products/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s catalog as CSV
         * @description One row per variant: sku, name, description, category, subCategory, price, mrp, quantity, option1Name … option3Value, unit, netQuantity, hsnCode, gstRate, packaged and the declarations. `text/csv; charset=utf-8`, formula-safe (a cell starting with = + - @ gets an apostrophe). `template=true`: the same header and one example row.
         */
        get: {
            parameters: {
                query?: {
                    /** @description true: the header and one example row (the upload template) instead of the catalog */
                    template?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the catalog as CSV (UTF-8, CRLF) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update products from a CSV
         * @description A `text/csv` body with the export’s columns (any subset with `sku`; at most 5,000 rows and 5 MB, 400/413 otherwise). Rows with one `name` are one product; a known SKU updates its product, a group of new SKUs creates one (without a photo: add photos on the product’s page). Only `sku` and `quantity`: a stock update. Every rule of `POST /api/products` applies per row. Answers `{ created, updated, errors: [{ row, column, message }] }`; `dryRun=false` applies in one transaction, and with any error writes nothing and answers 400 with the same report.
         */
        post: {
            parameters: {
                query?: {
                    /** @description true (the default): check every row and write nothing; false: apply, all or nothing */
                    dryRun?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The CSV file as text (UTF-8). */
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            dryRun: boolean;
                            /** @description products the file creates (or created) */
                            created: number;
                            /** @description products (or, in a stock update, SKUs) the file changes */
                            updated: number;
                            /** @description every problem by row and column; empty when the file can be applied */
                            errors: {
                                /** @description the line of the file (the header is line 1) */
                                row: number;
                                /** @description the column the problem is in */
                                column: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            dryRun: boolean;
                            /** @description products the file creates (or created) */
                            created: number;
                            /** @description products (or, in a stock update, SKUs) the file changes */
                            updated: number;
                            /** @description every problem by row and column; empty when the file can be applied */
                            errors: {
                                /** @description the line of the file (the header is line 1) */
                                row: number;
                                /** @description the column the problem is in */
                                column: string;
                                message: string;
                            }[];
                            /** @enum {string} */
                            code: "VALIDATION";
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/products/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder or remove a product’s photos
         * @description `images`: the product’s photo names in their new order, the first the cover; a photo left out is removed (at least one stays), and a variant that showed it shows the product’s again.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the product's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        images: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            product: components["schemas"]["ProductDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Add a photo to a product
         * @description A multipart form with one file `image`, checked, re-encoded and stored as the create call’s photo; it goes after the others (the cover when there is none). 400 past 8 photos; 409 when it is already one of them.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the product's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            /** @description A multipart form with the file `image`. */
            requestBody: {
                content: {
                    "multipart/form-data": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            product: components["schemas"]["ProductDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/products/{id}/variants/{variantId}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose a variant’s photo
         * @description `image`: one of the product’s photos (from its `images`), shown when a shopper picks this variant; null for the product’s cover. 400 for a product without options.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the product's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                    /** @description the variant’s id (uuid); an unknown one answers 404 */
                    variantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        image: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            product: components["schemas"]["ProductDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products and shops
         * @description Issue 25. `q` (2–100 characters) in Latin letters or Devanagari: words match whole (a prefix for the last word while it is not a word yet), Hinglish spellings and Hindi meet English ones, synonyms (chawal = rice, joote = shoes) and typos (one edit from 5 letters, two from 9) are forgiven. Products first (by default name matches, then in stock, then relevance, stars and the newest; `sort` takes the shop page’s orders instead: newest, price_asc, price_desc, discount, rating), then shops: those whose own name, category or location hold the words (read the same way), then those selling the most matching products. `facets` count the whole match by category, shop, price range, size and colour; `category`, `shop`, `price`, `size` and `colour` narrow the products. `pin` (6 digits) says per hit whether its shop delivers there. `didYouMean` when a word was read as a typo or nothing matched; `nearestCategories` when nothing matched. `mrp` is the MRP of the product, null when its owner gave none.
         */
        get: {
            parameters: {
                query: {
                    q: string;
                    page?: number;
                    limit?: number;
                    pin?: string;
                    category?: string;
                    shop?: string;
                    price?: "all" | "1-100" | "100-200" | "200-300" | "300-400" | "400-600" | "600-1000" | "1000+";
                    /** @description only products with a live variant of this Size (any case) */
                    size?: string;
                    /** @description only products with a live variant of this Colour (or Color; any case) */
                    colour?: string;
                    /** @description relevance (the default), newest, price_asc, price_desc, discount (largest % off the MRP first) or rating (best rated first) */
                    sort?: "relevance" | "newest" | "price_asc" | "price_desc" | "discount" | "rating";
                    /** @description page (the default): the whole answer. typeahead: only the first `limit` products by relevance and the shops whose own words match; no facets, no did-you-mean, each total is what is listed */
                    view?: "page" | "typeahead";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SearchReply"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every shop admin account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDto"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/admins/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of shop admin accounts */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["AdminDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/create-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a shop admin account
         * @description 409 when the email is taken.
         */
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
                        name: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            admin: components["schemas"]["AdminDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/admins/{id}": {
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
        /**
         * Correct a shop admin’s name or phone
         * @description At least one of `name`, `phone` (a 10-digit Indian mobile number). 404 when no admin has this id.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the admin's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            admin: components["schemas"]["AdminDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/superadmin/delete-admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a shop admin account
         * @description 409 naming the shop when the admin owns one; 404 when unknown.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the admin's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/superadmin/shops/{shopId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shop’s order and product figures
         * @description `deliveredTotal` is the shop’s income, `expectedTotal` = Pending + Confirmed; the same computation as the owner’s tiles (decision 010). Refused parcels count apart from Cancelled; `rtoRate` = refused ÷ (delivered + refused), in percent (decision 022).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the shop's id (uuid); an unknown or malformed id answers 404 */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnalyticsDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/contact-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the platform */
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
                        name: string;
                        email: string;
                        phone: string;
                        yourmessage: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/getall-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every contact message
         * @description Newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactMessageDto"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of contact messages */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ContactMessageDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/contact-messages/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a contact message by email
         * @description `reply` (2–5000 characters) is mailed to the sender and kept; the message becomes `replied`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the contact message's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            contact: components["schemas"]["ContactMessageDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/contact-messages/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a contact message that needs no answer
         * @description No mail is sent. 409 once it was answered.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the contact message's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            contact: components["schemas"]["ContactMessageDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/shop/ragister/shopform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to open a shop
         * @description 201 `{ message: '✅ Request received: we have emailed you a copy and will write to you when the platform team has reviewed it' }`.
         */
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
                        name: string;
                        email: string;
                        phone: string;
                        pan: string;
                        address: string;
                        /** @enum {string} */
                        categoryofshop: "Grocery" | "Clothing" | "Electronics" | "Construction" | "Other";
                        ownerName?: string;
                        city?: string;
                        pincode?: string;
                        gstin?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/shop/ragister/getshop-query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every shop registration request
         * @description Newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopQueryDto"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shop-queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of shop registration requests
         * @description `status` (new, approved, declined) filters; newest first.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    status?: "new" | "approved" | "declined";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ShopQueryDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shop-queries/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a request: its owner’s account and the shop in one step
         * @description A multipart form with the Create Shop fields except `admin`, and the file `image`. Creates an admin account for the request’s email (a password nobody knows), the shop, marks the request approved and mails the owner a link to choose their password (7 days). 201. 409 when the request was already decided or its email has an account; 400 names a bad field.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the shop request's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            /** @description A multipart form with these fields and the file `image` (required). */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        name: string;
                        /** @enum {string} */
                        category: "Grocery" | "Clothing" | "Electronics" | "Building&Construction" | "Food" | "Other";
                        location: string;
                        address: string;
                        phone: string;
                        pan: string;
                        gstnumber?: string;
                        /** @enum {string} */
                        gstRegistration?: "regular" | "composition" | "unregistered";
                        state?: string;
                        razorpayAccountId?: string;
                        gps?: string;
                        pincode?: string | number;
                        legalName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            request: components["schemas"]["ShopQueryDto"];
                            shopId: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shop-queries/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a request, with the reason the vendor reads
         * @description `reason` (3–500 characters), mailed to the vendor. 409 when already decided.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the shop request's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            request: components["schemas"]["ShopQueryDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/cart/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many items are in the cart
         * @description The total quantity; 0 for anonymous.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description total quantity; 0 for anonymous */
                            count: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart
         * @description Items (`_id` = product id), a per-shop breakdown, subtotal, deliveryCharge (per shop) and total. A line whose shop takes no orders now carries `unavailable` ("{shop} is not taking orders right now", whatever the reason).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CartDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/cart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the quantity of a product in the cart
         * @description `quantity` is a delta (e.g. +1/-1; other fields ignored); a line reaching 0 is removed. 409 `Only N left` / `Out of stock`; 404 unknown product. A product with options needs `variantId` (one of its `variants[]._id`; 400 naming `variantId` without it); its line then carries `variantId`, `options` and `sku`, and `_id` is the variant’s.
         */
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
                        /** Format: uuid */
                        itemId: string;
                        /** Format: uuid */
                        variantId?: string;
                        /** @default 1 */
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            cart: components["schemas"]["CartDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/cart/item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a product from the cart */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the product's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            cart: components["schemas"]["CartDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/shop/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove every line of one shop's products from the cart
         * @description One tap for a shop that is not taking orders. 404 when the cart has none of its products.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the shop's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            cart: components["schemas"]["CartDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Empty the cart */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            cart: components["schemas"]["CartDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My saved addresses
         * @description The default first, then the most recently changed; `max` is the most one may keep.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the default first, then the most recently changed */
                            items: components["schemas"]["SavedAddressDto"][];
                            /** @description the most one shopper may keep */
                            max: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Save an address
         * @description The body is the checkout’s `deliveryAddress` (name, phone, line1, line2 optional, city, state as name or GST code, pincode: it must belong to the state) and `isDefault` (optional). The first address is the default. 409 beyond the most one may keep.
         */
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
                        name: string;
                        phone: string;
                        line1: string;
                        line2?: string;
                        city: string;
                        state: string;
                        pincode: string | number;
                        isDefault?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            address: components["schemas"]["SavedAddressDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a saved address
         * @description The body is the checkout’s `deliveryAddress` (name, phone, line1, line2 optional, city, state as name or GST code, pincode: it must belong to the state) and `isDefault` (optional). `isDefault: true` makes it the default; 400 for `false` on the default.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the address's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone: string;
                        line1: string;
                        line2?: string;
                        city: string;
                        state: string;
                        pincode: string | number;
                        isDefault?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            address: components["schemas"]["SavedAddressDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a saved address
         * @description When it was the default, the most recently changed one left becomes the default.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the address's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the cart as cash-on-delivery orders
         * @description Places the server-side cart: one order per shop in one transaction; stock decremented; cart emptied. Header `Idempotency-Key` (optional, at most 100 characters): a retry with the same key answers the same orders (200). 400 empty cart; 409 `{ message, totalAmount }` when the client total differs; 409 when stock is short or `items` no longer match the cart; 409 `{ message, lines, maxOrderLines }` when one shop’s order would list more than 100 products.
         */
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
                        address?: string;
                        deliveryAddress?: {
                            name: string;
                            phone: string;
                            line1: string;
                            line2?: string;
                            city: string;
                            state: string;
                            pincode: string | number;
                        };
                        /**
                         * @default COD
                         * @enum {string}
                         */
                        paymentMethod?: "COD";
                        totalAmount?: number;
                        items?: {
                            /** Format: uuid */
                            _id?: string;
                            /** Format: uuid */
                            itemId?: string;
                            /** Format: uuid */
                            productId?: string;
                            /** Format: uuid */
                            variantId?: string;
                            quantity: number;
                        }[];
                        shopIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlaceOrderResponse"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlaceOrderResponse"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/orders/my-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shopper’s orders
         * @description Newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderDto"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/orders/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the shopper’s orders
         * @description Newest first. Optional filters: `status`; `search` (order number, a product, the shop; at most 100 characters); `from` and `to`, IST days (YYYY-MM-DD), both included.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    status?: "All" | "Pending" | "Confirmed" | "Packed" | "Shipped" | "Delivered" | "Cancelled" | "Refused";
                    search?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["OrderDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order (its order page)
         * @description `address` is null for the admin until Confirmed/Delivered; anyone else’s, an unknown or a malformed id answers 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/orders/{id}/cancel": {
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
        /**
         * Cancel an order
         * @description Only from Pending (409 otherwise, with `status`: the order’s status now); stock is restored. The body is optional (the spec sends none): the customer may give a `reason` from the shopper’s list and a `note`, which the shop sees under `cancellation`; the shop’s admin a `reason` from the shop’s list (Item out of stock, Cannot deliver to this address, Shop closed for now, Price or item listed wrongly, The shopper asked to cancel, Other) and a `note`, which the shopper sees on the order and in the cancellation mail. A reason from the other list answers 400.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reason?: "Ordered by mistake" | "Found a better price elsewhere" | "Delivery is taking too long" | "Want to change items or quantity" | "Want to change the delivery address" | "Other" | "Item out of stock" | "Cannot deliver to this address" | "Shop closed for now" | "Price or item listed wrongly" | "The shopper asked to cancel";
                        note?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            order: components["schemas"]["OrderDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/orders/{id}/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order again: a past order’s products back into the cart
         * @description At today’s prices, as far as the stock goes; `skipped` says what could not be added and why (no longer sold, shop closed, out of stock). Anyone else’s order answers 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReorderResponse"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders of the admin’s shop
         * @description `address` is null until Confirmed/Delivered.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderDto"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop owner’s dashboard
         * @description Orders to act on, Delivered sales today and this month (IST), low-stock products.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pendingOrders: number;
                            /** @description Confirmed, Packed or Shipped: confirmed by the shop and not yet delivered or refused */
                            confirmedOrders: number;
                            /** @description parcels refused this month (IST) */
                            refusedOrders: number;
                            /** @description this month’s RTO rate in percent: refused ÷ (delivered + refused); null when neither */
                            rtoRate: number | null;
                            /** @description rupees, at most 2 decimals */
                            todaySales: number;
                            /** @description rupees, at most 2 decimals */
                            monthSales: number;
                            lowStockAt: number;
                            lowStock: {
                                _id: string;
                                name: string;
                                quantity: number;
                                unit: string | null;
                            }[];
                            /** @description products using a suggested GST rate (or, above ₹5 crore turnover, without a 6-digit HSN code) */
                            taxToCheck: number;
                            /** @description the shop’s products; 0: not on the home page yet */
                            productCount: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/orders/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the shop’s orders with the dashboard tiles
         * @description The summary is over the same filter, computed in SQL: `totalIncome` = Delivered totals only, `expectedIncome` = Pending + Confirmed totals. Optional filters: `status`; `search` (order number, a product, the customer’s name; at most 100 characters); `from` and `to`, IST days (YYYY-MM-DD), both included.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    status?: "All" | "Pending" | "Confirmed" | "Packed" | "Shipped" | "Delivered" | "Cancelled" | "Refused";
                    search?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["OrderDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                            summary: components["schemas"]["OrderSummaryDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/orders/{id}/status": {
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
        /**
         * Move an order along
         * @description `{ message: 'Order marked as {status}', order }`; 409 for a transition not in the table. After Confirmed: `Packed`, then `Shipped` (shown to people as "Out for delivery"), then `Delivered`; either step may be skipped. `Refused` (from Confirmed, Packed or Shipped: the parcel came back) takes an optional `reason`: refused_at_door, not_reachable, wrong_address or other; stock goes back and an invoiced order gets its credit note.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Pending" | "Confirmed" | "Packed" | "Shipped" | "Delivered" | "Cancelled" | "Refused";
                        /** @enum {string} */
                        reason?: "refused_at_door" | "not_reachable" | "wrong_address" | "other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            order: components["schemas"]["OrderDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/orders/{id}/cod-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a COD order with the 6-digit code sent to the shopper
         * @description For an order whose `codConfirmation.status` is `awaiting` (a platform setting: COD orders above `codConfirmAbove`). 400 for a wrong code (`details.triesLeft`) or an expired one (codes work for 30 minutes); 429 after 5 wrong tries of one code; 409 when the order needs no code, is already confirmed, is no longer Pending or its time is over.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            order: components["schemas"]["OrderDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/orders/{id}/cod-confirmation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new COD confirmation code
         * @description Replaces the code (the old one stops working) and sends it by email (and SMS when configured). 429 within 60 s of the last code (`details.retryAfterSeconds`) or after 5 codes for the order; 409 as for the confirmation.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            order: components["schemas"]["OrderDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s live order events (Server-Sent Events)
         * @description A `text/event-stream` that stays open. `event: ready` `{ pendingCount }` first; then `event: order` `{ type: order.placed | order.cancelled | order.status, orderId, orderNumber, shopperName, status, pendingCount, at }` for each committed change to an order of the caller’s own shop (never the address or another shop’s data); `: ping` every ~25 s; `event: bye` `{ reason }` before the server ends it (logout or session end: `session-ended`; the shop reassigned or the account changed: `access-changed`; shutdown; `resync`). Every event is checked against the shop’s current owner before it is sent. An admin without a shop gets a stream that carries no order events (`pendingCount` 0). At most 5 streams per session on one server: 429 beyond. Decision 029.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s tax invoice (or bill of supply) as a PDF
         * @description Drawn once from the snapshot stored when the shop confirmed the order, and served from the stored bytes; `Content-Disposition: attachment; filename="Invoice_{orderId}.pdf"`. 409 before the order is invoiced (still Pending, or cancelled before confirmation); anyone else’s order answers 404; 429 past the per-account download limit (30 a minute by default).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the invoice PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/orders/{id}/credit-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s credit note as a PDF
         * @description Issued when an invoiced order is cancelled or refused; `filename="CreditNote_{orderId}.pdf"`. 409 when the order has none; anyone else’s order answers 404; 429 past the per-account download limit (30 a minute by default).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the credit note PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/credit-notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A credit note as a PDF, by its id
         * @description Any credit note an order lists in `creditNotes`: a cancelled or refused order’s, or a refunded return’s (issued when the shop marks the return Received, for exactly its lines). `filename="CreditNote_{number}.pdf"` (the number with `/` as `-`). Anyone but the order’s shopper, its shop’s admin and the superadmin gets 404, as for an id that is no credit note; 429 past the per-account download limit.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the credit note's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the credit note PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/reports/gst": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s GST sales register of a month as CSV
         * @description Every invoice, bill of supply and credit note dated in the month (IST; credit notes negative) with taxable value per rate, CGST, SGST/UTGST, IGST and total; then the GSTR-1 tables (B2C Large, B2C Small, CDNUR), the HSN summary and the documents issued. `text/csv; charset=utf-8`, `Content-Disposition: attachment; filename="GST_register_{month}.csv"`. 400 for a month that is not YYYY-MM.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the register as CSV (UTF-8, CRLF) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/reports/gst/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same register as JSON (the GST register screen)
         * @description Every document of the month; with `page` (from 1) and/or `limit` (1–100, default 50), only that page of `documents`, while `totals` (with `documentCount`, the month’s number of documents), `b2cs` and `hsn` stay the whole month’s. 400 for a month that is not YYYY-MM or a bad page or limit.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GstRegisterDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/reports/tcs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * TCS under CGST s.52 of a month (GSTR-8 shape)
         * @description One row per supplier GSTIN and place of supply: gross value of taxable supplies (invoices dated in the month, without GST), value returned (credit notes dated in the month), net value, and the TCS as IGST (inter-state) or CGST + SGST (intra-state) at the rate of each invoice’s date (1 % until 9 Jul 2024, 0.5 % from 10 Jul 2024); shops without a GSTIN listed apart with no TCS; totals. Cash-on-delivery orders placed while the platform setting `tcsOnCod` was off carry no TCS and `note` says why (each order records the setting when placed; `tcsOnCod` in the reply is the setting at the end of the month). JSON, or `text/csv` with `format=csv` (`Content-Disposition: attachment; filename="TCS_GSTR-8_{month}.csv"`). 400 for a missing month, one that is not YYYY-MM, or one outside 2000-01 to 2100-12.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the TCS report of the month */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TcsReportDto"];
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/reports/tds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * TDS under Income-tax s.194-O of a month
         * @description One row per shop and the PAN its orders recorded when placed: orders delivered in the month (IST), their gross amount without the GST shown on their invoices, the rate (1 % until 30 Sep 2024, 0.1 % from 1 Oct 2024, 5 % without a valid PAN) and the TDS; totals. JSON, or `text/csv` with `format=csv` (`Content-Disposition: attachment; filename="TDS_194-O_{month}.csv"`). 400 for a missing month, one that is not YYYY-MM, or one outside 2000-01 to 2100-12.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the TDS report of the month */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TdsReportDto"];
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments to Bazaar: the shop’s account with the platform
         * @description `balance` in rupees (positive: the shop owes the platform), `overdue` and `oldestUnpaidDue`, `dues` (unpaid amount per due date: each charge falls due the grace days after it posted, payments settle the oldest first), `blocked`, and `entries` (paged like other lists, newest first, each with the running balance after it). With `format=csv`: every entry (oldest first, not paged) as `text/csv; charset=utf-8`, rupees with 2 decimals, a last `Balance` line; text cells that a spreadsheet would run as a formula are prefixed with an apostrophe. 404 for an admin without a shop.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shop: {
                                _id: string;
                                name: string;
                                /** @description percent */
                                commissionRate: number;
                                commissionRateIsDefault: boolean;
                            };
                            /** @description what the shop owes the platform now; negative = paid in advance */
                            balance: number;
                            /** @description rupees, at most 2 decimals */
                            overdue: number;
                            oldestUnpaidDue: string | null;
                            blocked: boolean;
                            /** @description rupees, at most 2 decimals */
                            blockThreshold: number;
                            graceDays: number;
                            /** @description unpaid amounts per due date, oldest first (payments settle the oldest dues first) */
                            dues: {
                                /** @description IST calendar date YYYY-MM-DD */
                                dueDate: string;
                                /** @description rupees, at most 2 decimals */
                                amount: number;
                                overdue: boolean;
                            }[];
                            entries: {
                                items: components["schemas"]["LedgerEntryDto"][];
                                total: number;
                                page: number;
                                pageSize: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One shop’s ledger (`shopId`), or every shop’s balance
         * @description With `shopId`: that shop’s account, as the owner sees it: `balance` in rupees (positive: the shop owes the platform), `overdue` and `oldestUnpaidDue`, `dues` (unpaid amount per due date: each charge falls due the grace days after it posted, payments settle the oldest first), `blocked`, and `entries` (paged like other lists, newest first, each with the running balance after it). Without: `balance` (all shops), `shops` (each shop’s balance, overdue, oldest unpaid due, blocked; largest balance first) and every shop’s `entries`. With `format=csv`: every entry (oldest first, not paged) as `text/csv; charset=utf-8`, rupees with 2 decimals, a last `Balance` line; text cells that a spreadsheet would run as a formula are prefixed with an apostrophe. 404 for an unknown shop.
         */
        get: {
            parameters: {
                query?: {
                    shopId?: string;
                    page?: number;
                    limit?: number;
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shop: {
                                _id: string;
                                name: string;
                                /** @description percent */
                                commissionRate: number;
                                commissionRateIsDefault: boolean;
                            };
                            /** @description what the shop owes the platform now; negative = paid in advance */
                            balance: number;
                            /** @description rupees, at most 2 decimals */
                            overdue: number;
                            oldestUnpaidDue: string | null;
                            blocked: boolean;
                            /** @description rupees, at most 2 decimals */
                            blockThreshold: number;
                            graceDays: number;
                            /** @description unpaid amounts per due date, oldest first (payments settle the oldest dues first) */
                            dues: {
                                /** @description IST calendar date YYYY-MM-DD */
                                dueDate: string;
                                /** @description rupees, at most 2 decimals */
                                amount: number;
                                overdue: boolean;
                            }[];
                            entries: {
                                items: components["schemas"]["LedgerEntryDto"][];
                                total: number;
                                page: number;
                                pageSize: number;
                                totalPages: number;
                            };
                        } | {
                            /** @description sum of every shop’s balance */
                            balance: number;
                            shops: {
                                shopId: string;
                                shopName: string;
                                active: boolean;
                                /** @description rupees, at most 2 decimals */
                                balance: number;
                                /** @description rupees, at most 2 decimals */
                                overdue: number;
                                oldestUnpaidDue: string | null;
                                blocked: boolean;
                            }[];
                            entries: {
                                items: components["schemas"]["LedgerEntryDto"][];
                                total: number;
                                page: number;
                                pageSize: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/shops/{shopId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received from a shop
         * @description `amount` in rupees (> 0, 2 decimals), `method` one of UPI, Bank transfer, Cheque, Cash, Card, `reference` (UTR, cheque number; optional), `date` (YYYY-MM-DD, IST; from 2000-01-01, not in the future; default today). 201 with the entry and the new balance. Header `Idempotency-Key` (optional, at most 100 characters): a retry with the same key answers the entry already written (200). 400 names a bad field; 404 for an unknown shop.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the shop's id (uuid); an unknown or malformed id answers 404 */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                        /** @enum {string} */
                        method: "UPI" | "Bank transfer" | "Cheque" | "Cash" | "Card";
                        /** @default  */
                        reference?: string;
                        date?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            entry: components["schemas"]["LedgerEntryDto"];
                            /** @description rupees, at most 2 decimals */
                            balance: number;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            entry: components["schemas"]["LedgerEntryDto"];
                            /** @description rupees, at most 2 decimals */
                            balance: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/ledger/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a mistaken payment or entry
         * @description `reason` (3–300 characters). Writes an entry of the opposite amount that points at the original (nothing is edited or deleted); it keeps the original’s due date. 201. 409 when the entry was already reversed or is itself a reversal; 404 for an unknown entry.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the ledger entry's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            entry: components["schemas"]["LedgerEntryDto"];
                            /** @description rupees, at most 2 decimals */
                            balance: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/shops/{shopId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the shop's reviews
         * @description Reviews of the shop itself, newest first; the platform owner also sees hidden ones (`hidden: true`). `text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @description the shop's id (uuid); an unknown or malformed id answers 404 */
                    shopId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ReviewDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the product's reviews
         * @description Newest first; the platform owner also sees hidden ones. `text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @description the product's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ReviewDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shopper's reviews of one of their orders' shop and products
         * @description 404 when the order is not theirs.
         */
        get: {
            parameters: {
                query: {
                    orderId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReviewDto"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the shop of a delivered order, or one product of it
         * @description Without `productId`: the order's shop; with it: that product of the order. Once per shop and once per product (409 on a second, change it instead); 403 for someone else's order; 409 "You can rate an order once it has been delivered" before delivery. `text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.
         */
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
                        /** Format: uuid */
                        orderId: string;
                        /** Format: uuid */
                        productId?: string;
                        stars: number;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            review: components["schemas"]["ReviewDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/reviews/{id}": {
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
        /**
         * Change your review
         * @description Stars and/or text, for 30 days after writing it (then 409); someone else's review is 403. `text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the review's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        stars?: number;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            review: components["schemas"]["ReviewDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a review of your shop
         * @description Once (409 on a second); another shop's review is 403. `text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the review's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            review: components["schemas"]["ReviewDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the reviews of the owner's shop and its products
         * @description Newest first, visible reviews only (`reply` null: not answered yet); 404 for an admin without a shop. `text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ReviewDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest reviews of every shop
         * @description Hidden ones too (`hidden: true`), each with its shop's name. `text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PlatformReviewDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/reviews/{id}": {
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
        /**
         * Hide a review or show it again
         * @description A hidden review leaves the lists and the averages; only the platform owner still sees it.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the review's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hidden: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            review: components["schemas"]["ReviewDto"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/policies/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery and cash-on-delivery terms in force
         * @description What the shipping and returns pages show: the delivery charge per shop, the COD fee and limits, the legal cash ceiling (rupees).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description rupees per shop order */
                            deliveryChargePerShop: number;
                            /** @description rupees per shop order; 0 when none */
                            codFee: number;
                            /** @description the largest cash-on-delivery shop order, in rupees */
                            codMaxOrderValue: number;
                            /** @description orders above this need a code texted to the shopper; null when off */
                            codConfirmAbove: number | null;
                            /** @description hours such an order waits for its code before it is cancelled */
                            codConfirmHours: number;
                            /** @description the legal ceiling of a cash receipt, in rupees */
                            cashCeiling: number | null;
                            cashCeilingLaw: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform’s settings in force, the legal cash ceiling and the history of changes
         * @description Rupees and percent as numbers. `history` lists every change, newest first (up to 100), with who made it and when; no change yet means the defaults.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlatformSettingsView"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some of the platform’s settings
         * @description A partial body of `codMaxOrderValue`, `codFee`, `duesBlockThreshold` (rupees), `commissionRate` (percent), `duesGraceDays` (days), `tcsOnCod` (boolean), `codConfirmAbove` (rupees or null), `codConfirmHours` (hours), and the daily caps of order messages `smsDailyCapPerNumber`, `smsDailyCapPerAccount`, `whatsappDailyCapPerNumber`, `whatsappDailyCapPerAccount` (0 to 10,000, read when each message is sent). Appends a version; earlier ones are kept. Applies to orders placed after it; an order keeps what it was placed with. 400 naming the first invalid field; `codMaxOrderValue` at or above the Income-tax Act s.269ST cash ceiling (₹2,00,000) is a 400.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        codMaxOrderValue?: number;
                        codFee?: number;
                        commissionRate?: number;
                        duesGraceDays?: number;
                        duesBlockThreshold?: number;
                        tcsOnCod?: boolean;
                        codConfirmAbove?: number | null;
                        codConfirmHours?: number;
                        smsDailyCapPerNumber?: number;
                        smsDailyCapPerAccount?: number;
                        whatsappDailyCapPerNumber?: number;
                        whatsappDailyCapPerAccount?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            settings: components["schemas"]["PlatformSettingsView"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/platform/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform’s support contacts and social pages
         * @description Only what the platform owner filled in: an empty value is null (or left out of `social`).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            supportEmail: string | null;
                            supportPhone: string | null;
                            supportAddress: string | null;
                            /** @description e.g. 24x7, or Mon–Sat 10 am – 7 pm */
                            supportHours: string | null;
                            social: {
                                label: string;
                                url: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/platform-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every detail the platform shows and the payee details
         * @description Empty strings for values never filled in.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                supportEmail: string;
                                supportPhone: string;
                                supportAddress: string;
                                supportHours: string;
                                facebookUrl: string;
                                instagramUrl: string;
                                xUrl: string;
                                youtubeUrl: string;
                                payeeName: string;
                                upiId: string;
                                bankAccountName: string;
                                bankAccountNumber: string;
                                bankIfsc: string;
                                bankName: string;
                            };
                            version: number;
                            effectiveFrom: string | null;
                            changedBy: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the support contacts, social pages or payee details
         * @description Any of `supportEmail`, `supportPhone`, `supportAddress`, `supportHours`, `facebookUrl`, `instagramUrl`, `xUrl`, `youtubeUrl`, `payeeName`, `upiId`, `bankAccountName`, `bankAccountNumber`, `bankIfsc`, `bankName`; an empty string removes a value. Appends a version (earlier ones are kept). 400 names the first bad field.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        supportEmail?: string;
                        supportPhone?: string;
                        supportAddress?: string;
                        supportHours?: string;
                        facebookUrl?: string;
                        instagramUrl?: string;
                        xUrl?: string;
                        youtubeUrl?: string;
                        payeeName?: string;
                        upiId?: string;
                        bankAccountName?: string;
                        bankAccountNumber?: string;
                        bankIfsc?: string;
                        bankName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            profile: {
                                profile: {
                                    supportEmail: string;
                                    supportPhone: string;
                                    supportAddress: string;
                                    supportHours: string;
                                    facebookUrl: string;
                                    instagramUrl: string;
                                    xUrl: string;
                                    youtubeUrl: string;
                                    payeeName: string;
                                    upiId: string;
                                    bankAccountName: string;
                                    bankAccountNumber: string;
                                    bankIfsc: string;
                                    bankName: string;
                                };
                                version: number;
                                effectiveFrom: string | null;
                                changedBy: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/payee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How to pay Bazaar: UPI ID, bank details, the amount due and a UPI QR code for it
         * @description 404 for an admin without a shop.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payeeName: string | null;
                            upiId: string | null;
                            bank: {
                                accountName: string;
                                accountNumber: string;
                                ifsc: string;
                                bankName: string;
                            } | null;
                            /** @description rupees the shop owes now (0 when nothing) */
                            amountDue: number;
                            /** @description upi://pay link for the amount due; null without a UPI ID */
                            upiUri: string | null;
                            /** @description an SVG QR code of upiUri */
                            qrSvg: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/payment-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payments this shop reported, newest first (up to 100) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            claims: {
                                _id: string;
                                shopId: string;
                                shopName: string;
                                amount: number;
                                method: string;
                                reference: string;
                                paidOn: string;
                                note: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "rejected";
                                /** @description ISO 8601 date-time */
                                reportedAt: string;
                                decidedAt: string | null;
                                decisionReason: string | null;
                                ledgerEntryId: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Tell Bazaar about a payment the shop made
         * @description `amount` (rupees), `method` (UPI, Bank transfer, Cheque), `reference` (the UTR or transaction id, 4–64 characters), `paidOn` (YYYY-MM-DD, IST, not in the future), `note` (optional). 201; pending until the platform owner confirms it, which records it in the ledger. 409 when this reference is already reported.
         */
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
                        amount: number;
                        /** @enum {string} */
                        method: "UPI" | "Bank transfer" | "Cheque";
                        reference: string;
                        paidOn: string;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            claim: {
                                _id: string;
                                shopId: string;
                                shopName: string;
                                amount: number;
                                method: string;
                                reference: string;
                                paidOn: string;
                                note: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "rejected";
                                /** @description ISO 8601 date-time */
                                reportedAt: string;
                                decidedAt: string | null;
                                decisionReason: string | null;
                                ledgerEntryId: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/payment-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments shops reported
         * @description `status`: pending (default), confirmed, rejected or all; newest first, up to 100.
         */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "confirmed" | "rejected" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            claims: {
                                _id: string;
                                shopId: string;
                                shopName: string;
                                amount: number;
                                method: string;
                                reference: string;
                                paidOn: string;
                                note: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "rejected";
                                /** @description ISO 8601 date-time */
                                reportedAt: string;
                                decidedAt: string | null;
                                decisionReason: string | null;
                                ledgerEntryId: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/payment-claims/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a reported payment: it is recorded in the shop’s ledger
         * @description 200; 409 when the report was already confirmed or rejected; 404 for an unknown report.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the payment report's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            claim: {
                                _id: string;
                                shopId: string;
                                shopName: string;
                                amount: number;
                                method: string;
                                reference: string;
                                paidOn: string;
                                note: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "rejected";
                                /** @description ISO 8601 date-time */
                                reportedAt: string;
                                decidedAt: string | null;
                                decisionReason: string | null;
                                ledgerEntryId: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/payment-claims/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a reported payment, with the reason the owner reads
         * @description `reason` (3–300 characters). 409 when already decided; 404 for an unknown report.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the payment report's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            claim: {
                                _id: string;
                                shopId: string;
                                shopName: string;
                                amount: number;
                                method: string;
                                reference: string;
                                paidOn: string;
                                note: string | null;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "rejected";
                                /** @description ISO 8601 date-time */
                                reportedAt: string;
                                decidedAt: string | null;
                                decisionReason: string | null;
                                ledgerEntryId: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/grievances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My complaints
         * @description Newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                _id: string;
                                /** @description e.g. GRV-000042, quoted in every mail */
                                ticketNumber: string;
                                /** @enum {string} */
                                status: "Open" | "InProgress" | "Escalated" | "Resolved" | "Reopened";
                                /** @enum {string} */
                                about: "order" | "product" | "shop" | "platform";
                                subject: string;
                                description: string;
                                name: string;
                                email: string;
                                phone: string | null;
                                orderId: string | null;
                                productId: string | null;
                                shopId: string | null;
                                shopName: string | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the automatic acknowledgement, at filing */
                                acknowledgedAt: string;
                                /** @description a person (the shop or the platform) answers by then, or it is escalated */
                                respondBy: string;
                                /** @description resolved by then, or it is escalated */
                                dueBy: string;
                                answeredAt: string | null;
                                escalatedAt: string | null;
                                resolvedAt: string | null;
                                /** @description after a resolution: the complainant may reopen it until then */
                                reopenUntil: string | null;
                                overdue: boolean;
                                /** @description the grievance officer (platform settings), shown on every ticket */
                                officer: {
                                    name: string;
                                    designation: string;
                                    email: string;
                                    phone: string;
                                } | null;
                                messages: {
                                    _id: string;
                                    /** @enum {string} */
                                    author: "complainant" | "shop" | "platform" | "clock";
                                    authorName: string;
                                    text: string;
                                    /** @description ISO 8601 date-time */
                                    createdAt: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * File a complaint
         * @description About an order (`orderId`, one of the caller’s own: login needed), a product (`productId`), a shop (`shopId`) or, with none of them, the platform. Acknowledged at once: the ticket number is mailed to the complainant, and the shop (or the platform owner) must answer by `respondBy` and resolve by `dueBy`, else it is escalated.
         */
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
                        subject: string;
                        description: string;
                        orderId?: string;
                        productId?: string;
                        shopId?: string;
                        name?: string;
                        email?: string;
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            ticketNumber: string;
                            /** @enum {string} */
                            status: "Open" | "InProgress" | "Escalated" | "Resolved" | "Reopened";
                            /** @description ISO 8601 date-time */
                            acknowledgedAt: string;
                            /** @description ISO 8601 date-time */
                            dueBy: string;
                            /** @description ISO 8601 date-time */
                            respondBy: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/grievance-officer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The grievance officer and the clocks
         * @description What the contact page, the footer and the grievance page show.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            grievanceOfficer: {
                                name: string;
                                designation: string;
                                email: string;
                                phone: string;
                            } | null;
                            ackHours: number;
                            resolveDays: number;
                            reopenDays: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/grievances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One complaint with its messages
         * @description Anyone else: 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the grievance's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            /** @description e.g. GRV-000042, quoted in every mail */
                            ticketNumber: string;
                            /** @enum {string} */
                            status: "Open" | "InProgress" | "Escalated" | "Resolved" | "Reopened";
                            /** @enum {string} */
                            about: "order" | "product" | "shop" | "platform";
                            subject: string;
                            description: string;
                            name: string;
                            email: string;
                            phone: string | null;
                            orderId: string | null;
                            productId: string | null;
                            shopId: string | null;
                            shopName: string | null;
                            /** @description ISO 8601 date-time */
                            createdAt: string;
                            /** @description the automatic acknowledgement, at filing */
                            acknowledgedAt: string;
                            /** @description a person (the shop or the platform) answers by then, or it is escalated */
                            respondBy: string;
                            /** @description resolved by then, or it is escalated */
                            dueBy: string;
                            answeredAt: string | null;
                            escalatedAt: string | null;
                            resolvedAt: string | null;
                            /** @description after a resolution: the complainant may reopen it until then */
                            reopenUntil: string | null;
                            overdue: boolean;
                            /** @description the grievance officer (platform settings), shown on every ticket */
                            officer: {
                                name: string;
                                designation: string;
                                email: string;
                                phone: string;
                            } | null;
                            messages: {
                                _id: string;
                                /** @enum {string} */
                                author: "complainant" | "shop" | "platform" | "clock";
                                authorName: string;
                                text: string;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/grievances/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write on a complaint (append-only)
         * @description `action: resolve` (the shop, or the platform owner; only the platform owner once escalated) or `reopen` (the complainant, within `reopenDays` of the resolution). 409 on a move the table refuses.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the grievance's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                        /** @enum {string} */
                        action?: "resolve" | "reopen";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            grievance: {
                                _id: string;
                                /** @description e.g. GRV-000042, quoted in every mail */
                                ticketNumber: string;
                                /** @enum {string} */
                                status: "Open" | "InProgress" | "Escalated" | "Resolved" | "Reopened";
                                /** @enum {string} */
                                about: "order" | "product" | "shop" | "platform";
                                subject: string;
                                description: string;
                                name: string;
                                email: string;
                                phone: string | null;
                                orderId: string | null;
                                productId: string | null;
                                shopId: string | null;
                                shopName: string | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the automatic acknowledgement, at filing */
                                acknowledgedAt: string;
                                /** @description a person (the shop or the platform) answers by then, or it is escalated */
                                respondBy: string;
                                /** @description resolved by then, or it is escalated */
                                dueBy: string;
                                answeredAt: string | null;
                                escalatedAt: string | null;
                                resolvedAt: string | null;
                                /** @description after a resolution: the complainant may reopen it until then */
                                reopenUntil: string | null;
                                overdue: boolean;
                                /** @description the grievance officer (platform settings), shown on every ticket */
                                officer: {
                                    name: string;
                                    designation: string;
                                    email: string;
                                    phone: string;
                                } | null;
                                messages: {
                                    _id: string;
                                    /** @enum {string} */
                                    author: "complainant" | "shop" | "platform" | "clock";
                                    authorName: string;
                                    text: string;
                                    /** @description ISO 8601 date-time */
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/grievances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complaints about my shop, its orders and products
         * @description Newest first; `status` filters.
         */
        get: {
            parameters: {
                query?: {
                    status?: "Open" | "InProgress" | "Escalated" | "Resolved" | "Reopened" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                _id: string;
                                /** @description e.g. GRV-000042, quoted in every mail */
                                ticketNumber: string;
                                /** @enum {string} */
                                status: "Open" | "InProgress" | "Escalated" | "Resolved" | "Reopened";
                                /** @enum {string} */
                                about: "order" | "product" | "shop" | "platform";
                                subject: string;
                                description: string;
                                name: string;
                                email: string;
                                phone: string | null;
                                orderId: string | null;
                                productId: string | null;
                                shopId: string | null;
                                shopName: string | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the automatic acknowledgement, at filing */
                                acknowledgedAt: string;
                                /** @description a person (the shop or the platform) answers by then, or it is escalated */
                                respondBy: string;
                                /** @description resolved by then, or it is escalated */
                                dueBy: string;
                                answeredAt: string | null;
                                escalatedAt: string | null;
                                resolvedAt: string | null;
                                /** @description after a resolution: the complainant may reopen it until then */
                                reopenUntil: string | null;
                                overdue: boolean;
                                /** @description the grievance officer (platform settings), shown on every ticket */
                                officer: {
                                    name: string;
                                    designation: string;
                                    email: string;
                                    phone: string;
                                } | null;
                                messages: {
                                    _id: string;
                                    /** @enum {string} */
                                    author: "complainant" | "shop" | "platform" | "clock";
                                    authorName: string;
                                    text: string;
                                    /** @description ISO 8601 date-time */
                                    createdAt: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/grievances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every complaint
         * @description Newest first; `status` filters (Escalated: the overdue ones).
         */
        get: {
            parameters: {
                query?: {
                    status?: "Open" | "InProgress" | "Escalated" | "Resolved" | "Reopened" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                _id: string;
                                /** @description e.g. GRV-000042, quoted in every mail */
                                ticketNumber: string;
                                /** @enum {string} */
                                status: "Open" | "InProgress" | "Escalated" | "Resolved" | "Reopened";
                                /** @enum {string} */
                                about: "order" | "product" | "shop" | "platform";
                                subject: string;
                                description: string;
                                name: string;
                                email: string;
                                phone: string | null;
                                orderId: string | null;
                                productId: string | null;
                                shopId: string | null;
                                shopName: string | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the automatic acknowledgement, at filing */
                                acknowledgedAt: string;
                                /** @description a person (the shop or the platform) answers by then, or it is escalated */
                                respondBy: string;
                                /** @description resolved by then, or it is escalated */
                                dueBy: string;
                                answeredAt: string | null;
                                escalatedAt: string | null;
                                resolvedAt: string | null;
                                /** @description after a resolution: the complainant may reopen it until then */
                                reopenUntil: string | null;
                                overdue: boolean;
                                /** @description the grievance officer (platform settings), shown on every ticket */
                                officer: {
                                    name: string;
                                    designation: string;
                                    email: string;
                                    phone: string;
                                } | null;
                                messages: {
                                    _id: string;
                                    /** @enum {string} */
                                    author: "complainant" | "shop" | "platform" | "clock";
                                    authorName: string;
                                    text: string;
                                    /** @description ISO 8601 date-time */
                                    createdAt: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/grievance-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The complaint clocks and the grievance officer in force */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ackHours: number;
                            resolveDays: number;
                            reopenDays: number;
                            grievanceOfficer: {
                                name: string;
                                designation: string;
                                email: string;
                                phone: string;
                            } | null;
                            version: number;
                            effectiveFrom: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the complaint clocks or the grievance officer
         * @description Appends a dated version (never edits one). `ackHours` at most 48 and `resolveDays` at most 30: the law’s figures.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ackHours?: number;
                        resolveDays?: number;
                        reopenDays?: number;
                        grievanceOfficer?: {
                            name: string;
                            designation: string;
                            email: string;
                            phone: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            settings: {
                                ackHours: number;
                                resolveDays: number;
                                reopenDays: number;
                                grievanceOfficer: {
                                    name: string;
                                    designation: string;
                                    email: string;
                                    phone: string;
                                } | null;
                                version: number;
                                effectiveFrom: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/shop/return-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s return policy
         * @description `version` 0 and kind `none` until the shop sets one. 404 for an admin without a shop.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            kind: "none" | "return" | "replacement";
                            /** @description days after delivery within which a return may be asked for; 0 with kind none */
                            days: number;
                            /** @description 0 until the shop first sets a policy */
                            version: number;
                            effectiveFrom: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set the shop’s return policy
         * @description `{ kind: none|return|replacement, days }`: days 1–30 after delivery for return or replacement (left out or 0 for none). Appends a dated version; orders placed from now on record it, earlier orders keep theirs.
         */
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
                        kind: "none" | "return" | "replacement";
                        days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            kind: "none" | "return" | "replacement";
                            /** @description days after delivery within which a return may be asked for; 0 with kind none */
                            days: number;
                            /** @description 0 until the shop first sets a policy */
                            version: number;
                            effectiveFrom: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/orders/{id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The returns of an order
         * @description Newest first. 404 for anyone else’s order.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            returns: {
                                _id: string;
                                orderId: string;
                                /** @description the order’s short number, as people see it */
                                orderNumber: string;
                                shopId: string;
                                /** @enum {string} */
                                status: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                                /** @enum {string} */
                                resolution: "refund" | "replacement";
                                /** @enum {string} */
                                reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                                reasonLabel: string;
                                note: string | null;
                                declineReason: string | null;
                                resellable: boolean | null;
                                lines: {
                                    itemId: string;
                                    name: string;
                                    quantity: number;
                                    /** @description rupees per unit, as ordered */
                                    price: number;
                                }[];
                                /** @description the photos the shopper attached, oldest first (at most 3) */
                                photos: {
                                    _id: string;
                                    /** @description GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store) */
                                    url: string;
                                }[];
                                /** @description rupees: the returned lines at the prices paid */
                                amount: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the shop accepts or declines by then, else the platform owner takes it up */
                                decideBy: string;
                                decidedAt: string | null;
                                pickedUpAt: string | null;
                                receivedAt: string | null;
                                closedAt: string | null;
                                escalatedAt: string | null;
                                /** @description a refund return once received: the refund is due by then (the refund days in force at receipt) */
                                refundDueBy: string | null;
                                /** @description received, no refund recorded, and past `refundDueBy` */
                                refundOverdue: boolean;
                                /** @description the refund the shop recorded (once, never edited); null before */
                                refund: {
                                    reference: string;
                                    date: string;
                                    /** @description ISO 8601 date-time */
                                    recordedAt: string;
                                    /** @description the shopper: true received, false disputed, null not answered yet */
                                    confirmed: boolean | null;
                                    note: string | null;
                                } | null;
                                /** @description where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before */
                                refundAccount: {
                                    /** @enum {string} */
                                    kind: "upi" | "bank";
                                    upiId: string | null;
                                    /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                    accountNumber: string | null;
                                    last4: string | null;
                                    ifsc: string | null;
                                    holder: string | null;
                                    /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                    askAgain: boolean;
                                } | null;
                                /** @description the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise */
                                creditNote: {
                                    _id: string;
                                    number: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Ask to return items of a delivered order
         * @description `lines: [{ itemId, quantity }]` (the order item’s `_id`), `reason` from the list, optional `note`, `resolution` refund or replacement. 409 with a message outside the window of the policy the order was placed under, over the delivered quantity less earlier requests, for an item sold as not returnable, or for a resolution the policy does not offer. The shop must decide by `decideBy`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the order's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lines: {
                            /** Format: uuid */
                            itemId: string;
                            quantity: number;
                        }[];
                        /** @enum {string} */
                        reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                        note?: string;
                        /** @enum {string} */
                        resolution: "refund" | "replacement";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            return: {
                                _id: string;
                                orderId: string;
                                /** @description the order’s short number, as people see it */
                                orderNumber: string;
                                shopId: string;
                                /** @enum {string} */
                                status: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                                /** @enum {string} */
                                resolution: "refund" | "replacement";
                                /** @enum {string} */
                                reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                                reasonLabel: string;
                                note: string | null;
                                declineReason: string | null;
                                resellable: boolean | null;
                                lines: {
                                    itemId: string;
                                    name: string;
                                    quantity: number;
                                    /** @description rupees per unit, as ordered */
                                    price: number;
                                }[];
                                /** @description the photos the shopper attached, oldest first (at most 3) */
                                photos: {
                                    _id: string;
                                    /** @description GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store) */
                                    url: string;
                                }[];
                                /** @description rupees: the returned lines at the prices paid */
                                amount: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the shop accepts or declines by then, else the platform owner takes it up */
                                decideBy: string;
                                decidedAt: string | null;
                                pickedUpAt: string | null;
                                receivedAt: string | null;
                                closedAt: string | null;
                                escalatedAt: string | null;
                                /** @description a refund return once received: the refund is due by then (the refund days in force at receipt) */
                                refundDueBy: string | null;
                                /** @description received, no refund recorded, and past `refundDueBy` */
                                refundOverdue: boolean;
                                /** @description the refund the shop recorded (once, never edited); null before */
                                refund: {
                                    reference: string;
                                    date: string;
                                    /** @description ISO 8601 date-time */
                                    recordedAt: string;
                                    /** @description the shopper: true received, false disputed, null not answered yet */
                                    confirmed: boolean | null;
                                    note: string | null;
                                } | null;
                                /** @description where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before */
                                refundAccount: {
                                    /** @enum {string} */
                                    kind: "upi" | "bank";
                                    upiId: string | null;
                                    /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                    accountNumber: string | null;
                                    last4: string | null;
                                    ifsc: string | null;
                                    holder: string | null;
                                    /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                    askAgain: boolean;
                                } | null;
                                /** @description the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise */
                                creditNote: {
                                    _id: string;
                                    number: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/returns/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a photo to a return request
         * @description A multipart form with one file `image` (JPEG, PNG or WebP, at most 5 MB), re-encoded without its metadata and kept private. At most 3 per return (400), while the return waits for the shop (Requested; 409 after). 404 for anyone else’s return.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the return's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            /** @description A multipart form with the file `image`. */
            requestBody: {
                content: {
                    "multipart/form-data": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            return: {
                                _id: string;
                                orderId: string;
                                /** @description the order’s short number, as people see it */
                                orderNumber: string;
                                shopId: string;
                                /** @enum {string} */
                                status: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                                /** @enum {string} */
                                resolution: "refund" | "replacement";
                                /** @enum {string} */
                                reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                                reasonLabel: string;
                                note: string | null;
                                declineReason: string | null;
                                resellable: boolean | null;
                                lines: {
                                    itemId: string;
                                    name: string;
                                    quantity: number;
                                    /** @description rupees per unit, as ordered */
                                    price: number;
                                }[];
                                /** @description the photos the shopper attached, oldest first (at most 3) */
                                photos: {
                                    _id: string;
                                    /** @description GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store) */
                                    url: string;
                                }[];
                                /** @description rupees: the returned lines at the prices paid */
                                amount: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the shop accepts or declines by then, else the platform owner takes it up */
                                decideBy: string;
                                decidedAt: string | null;
                                pickedUpAt: string | null;
                                receivedAt: string | null;
                                closedAt: string | null;
                                escalatedAt: string | null;
                                /** @description a refund return once received: the refund is due by then (the refund days in force at receipt) */
                                refundDueBy: string | null;
                                /** @description received, no refund recorded, and past `refundDueBy` */
                                refundOverdue: boolean;
                                /** @description the refund the shop recorded (once, never edited); null before */
                                refund: {
                                    reference: string;
                                    date: string;
                                    /** @description ISO 8601 date-time */
                                    recordedAt: string;
                                    /** @description the shopper: true received, false disputed, null not answered yet */
                                    confirmed: boolean | null;
                                    note: string | null;
                                } | null;
                                /** @description where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before */
                                refundAccount: {
                                    /** @enum {string} */
                                    kind: "upi" | "bank";
                                    upiId: string | null;
                                    /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                    accountNumber: string | null;
                                    last4: string | null;
                                    ifsc: string | null;
                                    holder: string | null;
                                    /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                    askAgain: boolean;
                                } | null;
                                /** @description the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise */
                                creditNote: {
                                    _id: string;
                                    number: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/returns/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A return’s photo
         * @description The WebP bytes, `Cache-Control: private, no-store`. 404 for anyone else, as for a photo that does not exist.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the photo, re-encoded as WebP without its metadata */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s returns
         * @description Newest first, at most 500; `status` filters; `overdue=true` lists only refunds not recorded by their `refundDueBy` (each flagged `refundOverdue`).
         */
        get: {
            parameters: {
                query?: {
                    status?: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced" | "all";
                    /** @description true: only refunds not recorded by their `refundDueBy` */
                    overdue?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            returns: {
                                _id: string;
                                orderId: string;
                                /** @description the order’s short number, as people see it */
                                orderNumber: string;
                                shopId: string;
                                /** @enum {string} */
                                status: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                                /** @enum {string} */
                                resolution: "refund" | "replacement";
                                /** @enum {string} */
                                reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                                reasonLabel: string;
                                note: string | null;
                                declineReason: string | null;
                                resellable: boolean | null;
                                lines: {
                                    itemId: string;
                                    name: string;
                                    quantity: number;
                                    /** @description rupees per unit, as ordered */
                                    price: number;
                                }[];
                                /** @description the photos the shopper attached, oldest first (at most 3) */
                                photos: {
                                    _id: string;
                                    /** @description GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store) */
                                    url: string;
                                }[];
                                /** @description rupees: the returned lines at the prices paid */
                                amount: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the shop accepts or declines by then, else the platform owner takes it up */
                                decideBy: string;
                                decidedAt: string | null;
                                pickedUpAt: string | null;
                                receivedAt: string | null;
                                closedAt: string | null;
                                escalatedAt: string | null;
                                /** @description a refund return once received: the refund is due by then (the refund days in force at receipt) */
                                refundDueBy: string | null;
                                /** @description received, no refund recorded, and past `refundDueBy` */
                                refundOverdue: boolean;
                                /** @description the refund the shop recorded (once, never edited); null before */
                                refund: {
                                    reference: string;
                                    date: string;
                                    /** @description ISO 8601 date-time */
                                    recordedAt: string;
                                    /** @description the shopper: true received, false disputed, null not answered yet */
                                    confirmed: boolean | null;
                                    note: string | null;
                                } | null;
                                /** @description where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before */
                                refundAccount: {
                                    /** @enum {string} */
                                    kind: "upi" | "bank";
                                    upiId: string | null;
                                    /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                    accountNumber: string | null;
                                    last4: string | null;
                                    ifsc: string | null;
                                    holder: string | null;
                                    /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                    askAgain: boolean;
                                } | null;
                                /** @description the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise */
                                creditNote: {
                                    _id: string;
                                    number: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/returns/{id}": {
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
        /**
         * Move a return
         * @description One transition table: Requested → Accepted or Declined (`reason` required); Accepted → PickedUp → Received (`resellable`, default true, puts the items back on stock) → Refunded (resolution refund, with `refund: { reference, date }`: recorded once; the same call again answers the same refund, another one is 409) or Replaced (resolution replacement). 409 on any other move, or when another move won at the same time.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the return's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                        reason?: string;
                        resellable?: boolean;
                        refund?: {
                            reference: string;
                            date: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            return: {
                                _id: string;
                                orderId: string;
                                /** @description the order’s short number, as people see it */
                                orderNumber: string;
                                shopId: string;
                                /** @enum {string} */
                                status: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                                /** @enum {string} */
                                resolution: "refund" | "replacement";
                                /** @enum {string} */
                                reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                                reasonLabel: string;
                                note: string | null;
                                declineReason: string | null;
                                resellable: boolean | null;
                                lines: {
                                    itemId: string;
                                    name: string;
                                    quantity: number;
                                    /** @description rupees per unit, as ordered */
                                    price: number;
                                }[];
                                /** @description the photos the shopper attached, oldest first (at most 3) */
                                photos: {
                                    _id: string;
                                    /** @description GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store) */
                                    url: string;
                                }[];
                                /** @description rupees: the returned lines at the prices paid */
                                amount: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the shop accepts or declines by then, else the platform owner takes it up */
                                decideBy: string;
                                decidedAt: string | null;
                                pickedUpAt: string | null;
                                receivedAt: string | null;
                                closedAt: string | null;
                                escalatedAt: string | null;
                                /** @description a refund return once received: the refund is due by then (the refund days in force at receipt) */
                                refundDueBy: string | null;
                                /** @description received, no refund recorded, and past `refundDueBy` */
                                refundOverdue: boolean;
                                /** @description the refund the shop recorded (once, never edited); null before */
                                refund: {
                                    reference: string;
                                    date: string;
                                    /** @description ISO 8601 date-time */
                                    recordedAt: string;
                                    /** @description the shopper: true received, false disputed, null not answered yet */
                                    confirmed: boolean | null;
                                    note: string | null;
                                } | null;
                                /** @description where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before */
                                refundAccount: {
                                    /** @enum {string} */
                                    kind: "upi" | "bank";
                                    upiId: string | null;
                                    /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                    accountNumber: string | null;
                                    last4: string | null;
                                    ifsc: string | null;
                                    holder: string | null;
                                    /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                    askAgain: boolean;
                                } | null;
                                /** @description the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise */
                                creditNote: {
                                    _id: string;
                                    number: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/superadmin/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Returns escalated to the platform owner
         * @description Requests the shop did not accept or decline by `decideBy`, newest first, at most 500; with `overdue=true`, instead every shop’s refunds not recorded by their `refundDueBy`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description true: only refunds not recorded by their `refundDueBy` */
                    overdue?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            returns: {
                                _id: string;
                                orderId: string;
                                /** @description the order’s short number, as people see it */
                                orderNumber: string;
                                shopId: string;
                                /** @enum {string} */
                                status: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                                /** @enum {string} */
                                resolution: "refund" | "replacement";
                                /** @enum {string} */
                                reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                                reasonLabel: string;
                                note: string | null;
                                declineReason: string | null;
                                resellable: boolean | null;
                                lines: {
                                    itemId: string;
                                    name: string;
                                    quantity: number;
                                    /** @description rupees per unit, as ordered */
                                    price: number;
                                }[];
                                /** @description the photos the shopper attached, oldest first (at most 3) */
                                photos: {
                                    _id: string;
                                    /** @description GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store) */
                                    url: string;
                                }[];
                                /** @description rupees: the returned lines at the prices paid */
                                amount: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the shop accepts or declines by then, else the platform owner takes it up */
                                decideBy: string;
                                decidedAt: string | null;
                                pickedUpAt: string | null;
                                receivedAt: string | null;
                                closedAt: string | null;
                                escalatedAt: string | null;
                                /** @description a refund return once received: the refund is due by then (the refund days in force at receipt) */
                                refundDueBy: string | null;
                                /** @description received, no refund recorded, and past `refundDueBy` */
                                refundOverdue: boolean;
                                /** @description the refund the shop recorded (once, never edited); null before */
                                refund: {
                                    reference: string;
                                    date: string;
                                    /** @description ISO 8601 date-time */
                                    recordedAt: string;
                                    /** @description the shopper: true received, false disputed, null not answered yet */
                                    confirmed: boolean | null;
                                    note: string | null;
                                } | null;
                                /** @description where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before */
                                refundAccount: {
                                    /** @enum {string} */
                                    kind: "upi" | "bank";
                                    upiId: string | null;
                                    /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                    accountNumber: string | null;
                                    last4: string | null;
                                    ifsc: string | null;
                                    holder: string | null;
                                    /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                    askAgain: boolean;
                                } | null;
                                /** @description the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise */
                                creditNote: {
                                    _id: string;
                                    number: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/return-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The return clocks
         * @description The hours a shop has to decide a return and the days to refund after receipt, in force now, with every version.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description hours the shop has to accept or decline a request before it goes to the platform owner */
                            decideHours: number;
                            /** @description days after the shop received the items by which the refund is due; past it, flagged overdue */
                            refundDays: number;
                            version: number;
                            effectiveFrom: string;
                            history: {
                                version: number;
                                decideHours: number;
                                refundDays: number;
                                effectiveFrom: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Change the return clocks
         * @description `{ decideHours (1–168), refundDays (1–30) }`: appends a dated version in force from now. Requests made and items received from now on use it; deadlines already set stay.
         */
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
                        decideHours: number;
                        refundDays: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description hours the shop has to accept or decline a request before it goes to the platform owner */
                            decideHours: number;
                            /** @description days after the shop received the items by which the refund is due; past it, flagged overdue */
                            refundDays: number;
                            version: number;
                            effectiveFrom: string;
                            history: {
                                version: number;
                                decideHours: number;
                                refundDays: number;
                                effectiveFrom: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/returns/{id}/refund-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm or dispute a refund
         * @description `{ ok: true }` received, or `{ ok: false, note }` not received (the note says what is wrong). Once, after the shop marked the return Refunded; 409 otherwise.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the return's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ok: boolean;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            return: {
                                _id: string;
                                orderId: string;
                                /** @description the order’s short number, as people see it */
                                orderNumber: string;
                                shopId: string;
                                /** @enum {string} */
                                status: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                                /** @enum {string} */
                                resolution: "refund" | "replacement";
                                /** @enum {string} */
                                reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                                reasonLabel: string;
                                note: string | null;
                                declineReason: string | null;
                                resellable: boolean | null;
                                lines: {
                                    itemId: string;
                                    name: string;
                                    quantity: number;
                                    /** @description rupees per unit, as ordered */
                                    price: number;
                                }[];
                                /** @description the photos the shopper attached, oldest first (at most 3) */
                                photos: {
                                    _id: string;
                                    /** @description GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store) */
                                    url: string;
                                }[];
                                /** @description rupees: the returned lines at the prices paid */
                                amount: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the shop accepts or declines by then, else the platform owner takes it up */
                                decideBy: string;
                                decidedAt: string | null;
                                pickedUpAt: string | null;
                                receivedAt: string | null;
                                closedAt: string | null;
                                escalatedAt: string | null;
                                /** @description a refund return once received: the refund is due by then (the refund days in force at receipt) */
                                refundDueBy: string | null;
                                /** @description received, no refund recorded, and past `refundDueBy` */
                                refundOverdue: boolean;
                                /** @description the refund the shop recorded (once, never edited); null before */
                                refund: {
                                    reference: string;
                                    date: string;
                                    /** @description ISO 8601 date-time */
                                    recordedAt: string;
                                    /** @description the shopper: true received, false disputed, null not answered yet */
                                    confirmed: boolean | null;
                                    note: string | null;
                                } | null;
                                /** @description where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before */
                                refundAccount: {
                                    /** @enum {string} */
                                    kind: "upi" | "bank";
                                    upiId: string | null;
                                    /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                    accountNumber: string | null;
                                    last4: string | null;
                                    ifsc: string | null;
                                    holder: string | null;
                                    /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                    askAgain: boolean;
                                } | null;
                                /** @description the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise */
                                creditNote: {
                                    _id: string;
                                    number: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/returns/{id}/refund-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Say where the refund goes
         * @description `{ upiId }` or `{ accountNumber, ifsc, holder }` (a cash order’s refund return, from Accepted until the refund is recorded; 409 otherwise). UPI ID and IFSC formats are checked (400 naming the field). The account number is stored sealed (AES-256-GCM under DATA_KEY) with its last four digits beside it; replies show it masked. Given again, it replaces the earlier account.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the return's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            /** @description `{ upiId }` or `{ accountNumber, ifsc, holder }` */
            requestBody: {
                content: {
                    "application/json": {
                        upiId?: string;
                        accountNumber?: string;
                        ifsc?: string;
                        holder?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            return: {
                                _id: string;
                                orderId: string;
                                /** @description the order’s short number, as people see it */
                                orderNumber: string;
                                shopId: string;
                                /** @enum {string} */
                                status: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                                /** @enum {string} */
                                resolution: "refund" | "replacement";
                                /** @enum {string} */
                                reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                                reasonLabel: string;
                                note: string | null;
                                declineReason: string | null;
                                resellable: boolean | null;
                                lines: {
                                    itemId: string;
                                    name: string;
                                    quantity: number;
                                    /** @description rupees per unit, as ordered */
                                    price: number;
                                }[];
                                /** @description the photos the shopper attached, oldest first (at most 3) */
                                photos: {
                                    _id: string;
                                    /** @description GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store) */
                                    url: string;
                                }[];
                                /** @description rupees: the returned lines at the prices paid */
                                amount: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the shop accepts or declines by then, else the platform owner takes it up */
                                decideBy: string;
                                decidedAt: string | null;
                                pickedUpAt: string | null;
                                receivedAt: string | null;
                                closedAt: string | null;
                                escalatedAt: string | null;
                                /** @description a refund return once received: the refund is due by then (the refund days in force at receipt) */
                                refundDueBy: string | null;
                                /** @description received, no refund recorded, and past `refundDueBy` */
                                refundOverdue: boolean;
                                /** @description the refund the shop recorded (once, never edited); null before */
                                refund: {
                                    reference: string;
                                    date: string;
                                    /** @description ISO 8601 date-time */
                                    recordedAt: string;
                                    /** @description the shopper: true received, false disputed, null not answered yet */
                                    confirmed: boolean | null;
                                    note: string | null;
                                } | null;
                                /** @description where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before */
                                refundAccount: {
                                    /** @enum {string} */
                                    kind: "upi" | "bank";
                                    upiId: string | null;
                                    /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                    accountNumber: string | null;
                                    last4: string | null;
                                    ifsc: string | null;
                                    holder: string | null;
                                    /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                    askAgain: boolean;
                                } | null;
                                /** @description the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise */
                                creditNote: {
                                    _id: string;
                                    number: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/admin/returns/{id}/refund-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The refund account in full, to pay it
         * @description The whole account number, only while the shop has to pay the refund (a refund return that is Received); 409 otherwise or when none was given. `askAgain: true` (and no number) when it was sealed with a key this server does not have: ask the shopper to give it again. Each reply that shows the whole number is logged (who and when; `GET /api/superadmin/returns/:id/refund-account-views`).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the return's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            refundAccount: {
                                /** @enum {string} */
                                kind: "upi" | "bank";
                                upiId: string | null;
                                /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                accountNumber: string | null;
                                last4: string | null;
                                ifsc: string | null;
                                holder: string | null;
                                /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                askAgain: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/returns/{id}/refund-account-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who saw a refund’s whole account number
         * @description Every time a shop’s owner was shown the whole number of this return’s refund account, newest first: the account (its name and e-mail now) and when. Append-only; 404 for no such return.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the return's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            views: {
                                viewerId: string;
                                /** @description the account’s name now (anonymised if erased; null if the account was deleted) */
                                viewerName: string | null;
                                viewerEmail: string | null;
                                /** @description ISO instant */
                                viewedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything Bazaar holds about me (JSON)
         * @description Profile, saved addresses, cart, orders, reviews, complaints, contact messages and the emails sent to me.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description ISO 8601 date-time */
                            exportedAt: string;
                            /** @description what this is, and what Bazaar keeps after an erasure and why */
                            notice: string;
                            profile: {
                                _id: string;
                                name: string;
                                /** @description '' for an account made with a mobile number and no email */
                                email: string;
                                /** @enum {string} */
                                role: "user" | "admin" | "superadmin";
                                phone: string | null;
                                /** @description the mobile number proven by a one-time code (E.164): logs in with a code */
                                mobile: string | null;
                                /**
                                 * @description the language of the account’s messages, mails and screens: en (English) or hi (हिन्दी)
                                 * @enum {string}
                                 */
                                language: "en" | "hi";
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                            };
                            addresses: components["schemas"]["SavedAddressDto"][];
                            /** @description null for a shop or platform owner */
                            cart: components["schemas"]["CartDto"] | null;
                            orders: components["schemas"]["OrderDto"][];
                            /** @description the returns the person asked for, with any refund account masked */
                            returns: {
                                _id: string;
                                orderId: string;
                                /** @description the order’s short number, as people see it */
                                orderNumber: string;
                                shopId: string;
                                /** @enum {string} */
                                status: "Requested" | "Accepted" | "Declined" | "PickedUp" | "Received" | "Refunded" | "Replaced";
                                /** @enum {string} */
                                resolution: "refund" | "replacement";
                                /** @enum {string} */
                                reason: "damaged" | "defective" | "wrong_item" | "not_as_described" | "size_or_fit" | "no_longer_needed" | "other";
                                reasonLabel: string;
                                note: string | null;
                                declineReason: string | null;
                                resellable: boolean | null;
                                lines: {
                                    itemId: string;
                                    name: string;
                                    quantity: number;
                                    /** @description rupees per unit, as ordered */
                                    price: number;
                                }[];
                                /** @description the photos the shopper attached, oldest first (at most 3) */
                                photos: {
                                    _id: string;
                                    /** @description GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store) */
                                    url: string;
                                }[];
                                /** @description rupees: the returned lines at the prices paid */
                                amount: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the shop accepts or declines by then, else the platform owner takes it up */
                                decideBy: string;
                                decidedAt: string | null;
                                pickedUpAt: string | null;
                                receivedAt: string | null;
                                closedAt: string | null;
                                escalatedAt: string | null;
                                /** @description a refund return once received: the refund is due by then (the refund days in force at receipt) */
                                refundDueBy: string | null;
                                /** @description received, no refund recorded, and past `refundDueBy` */
                                refundOverdue: boolean;
                                /** @description the refund the shop recorded (once, never edited); null before */
                                refund: {
                                    reference: string;
                                    date: string;
                                    /** @description ISO 8601 date-time */
                                    recordedAt: string;
                                    /** @description the shopper: true received, false disputed, null not answered yet */
                                    confirmed: boolean | null;
                                    note: string | null;
                                } | null;
                                /** @description where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before */
                                refundAccount: {
                                    /** @enum {string} */
                                    kind: "upi" | "bank";
                                    upiId: string | null;
                                    /** @description masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read */
                                    accountNumber: string | null;
                                    last4: string | null;
                                    ifsc: string | null;
                                    holder: string | null;
                                    /** @description the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again */
                                    askAgain: boolean;
                                } | null;
                                /** @description the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise */
                                creditNote: {
                                    _id: string;
                                    number: string;
                                } | null;
                            }[];
                            reviews: components["schemas"]["ReviewDto"][];
                            grievances: {
                                _id: string;
                                /** @description e.g. GRV-000042, quoted in every mail */
                                ticketNumber: string;
                                /** @enum {string} */
                                status: "Open" | "InProgress" | "Escalated" | "Resolved" | "Reopened";
                                /** @enum {string} */
                                about: "order" | "product" | "shop" | "platform";
                                subject: string;
                                description: string;
                                name: string;
                                email: string;
                                phone: string | null;
                                orderId: string | null;
                                productId: string | null;
                                shopId: string | null;
                                shopName: string | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description the automatic acknowledgement, at filing */
                                acknowledgedAt: string;
                                /** @description a person (the shop or the platform) answers by then, or it is escalated */
                                respondBy: string;
                                /** @description resolved by then, or it is escalated */
                                dueBy: string;
                                answeredAt: string | null;
                                escalatedAt: string | null;
                                resolvedAt: string | null;
                                /** @description after a resolution: the complainant may reopen it until then */
                                reopenUntil: string | null;
                                overdue: boolean;
                                /** @description the grievance officer (platform settings), shown on every ticket */
                                officer: {
                                    name: string;
                                    designation: string;
                                    email: string;
                                    phone: string;
                                } | null;
                                messages: {
                                    _id: string;
                                    /** @enum {string} */
                                    author: "complainant" | "shop" | "platform" | "clock";
                                    authorName: string;
                                    text: string;
                                    /** @description ISO 8601 date-time */
                                    createdAt: string;
                                }[];
                            }[];
                            contactMessages: components["schemas"]["ContactMessageDto"][];
                            /** @description the messages Bazaar wrote to this email (subjects; secrets redacted) */
                            mails: components["schemas"]["OutboxMessageDto"][];
                            /** @description the SMS and WhatsApp messages Bazaar sent to this account or its numbers (never their variables) */
                            textMessages: {
                                _id: string;
                                /** @enum {string} */
                                channel: "sms" | "whatsapp";
                                kind: string;
                                recipient: string;
                                /** @enum {string} */
                                status: "pending" | "sending" | "sent" | "delivered" | "read" | "failed" | "capped";
                                attempts: number;
                                providerMessageId: string | null;
                                lastError: string | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                statusAt: string | null;
                            }[];
                            /** @description the WhatsApp consent recorded for the account’s mobile number; null when none */
                            whatsappConsent: {
                                phone: string;
                                optedInAt: string | null;
                                optedInVia: string | null;
                                optedOutAt: string | null;
                                optedOutVia: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/account/export/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything Bazaar holds about me, as a page to save, read or print
         * @description The same data as /api/account/export.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description a page of the data, every value escaped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/privacy-notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The privacy notice in force
         * @description Its version, the date it took effect and its text, in the language of `Accept-Language` (or the account’s) where the notice has a translation (`language` says which); registration records consent to this version.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: number;
                            /** @description ISO 8601 date-time */
                            effectiveFrom: string;
                            /** @description paragraphs separated by blank lines; a line starting with "## " is a heading */
                            text: string;
                            /**
                             * @description the language `text` is in: the request’s when the notice has a translation, else en
                             * @enum {string}
                             */
                            language: "en" | "hi";
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/account/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase my account
         * @description `password`, or for an account without one `code` (a fresh code to its mobile from POST /api/auth/otp). 200 `Completed`: every session ends and everything personal is removed or anonymised, except tax invoices and credit notes (kept 72 months, CGST Act s.36; `kept` says so). 202 `Pending`: the account has open orders; the request is recorded for a platform owner. 409 for a shop or platform owner. Wrong passwords count towards the login lockout (429).
         */
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
                        password?: string;
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /**
                             * @description Completed: erased now; Pending: recorded, a platform owner completes it
                             * @enum {string}
                             */
                            status: "Pending" | "Completed";
                            /** @description what was kept and why */
                            kept: string[];
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /**
                             * @description Completed: erased now; Pending: recorded, a platform owner completes it
                             * @enum {string}
                             */
                            status: "Pending" | "Completed";
                            /** @description what was kept and why */
                            kept: string[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/erasure-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Erasure requests
         * @description Accounts that asked to be erased while orders were open: pending first, then completed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                _id: string;
                                userId: string;
                                /** @description the account’s name ("Deleted user" once completed) */
                                name: string;
                                /** @enum {string} */
                                status: "Pending" | "Completed";
                                /** @description why it was not automatic */
                                reason: string;
                                /** @description orders of the account not yet Delivered, Cancelled or Refused */
                                openOrders: number;
                                /** @description ISO 8601 date-time */
                                requestedAt: string;
                                completedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/erasure-requests/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an erasure request
         * @description Erases the account as the owner’s own request would have. 409 while it still has open orders, or when already completed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the Erasure request's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            userId: string;
                            /** @description the account’s name ("Deleted user" once completed) */
                            name: string;
                            /** @enum {string} */
                            status: "Pending" | "Completed";
                            /** @description why it was not automatic */
                            reason: string;
                            /** @description orders of the account not yet Delivered, Cancelled or Refused */
                            openOrders: number;
                            /** @description ISO 8601 date-time */
                            requestedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/ondc-buyer-erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase an ONDC buyer’s details
         * @description For a person who ordered through an ONDC buyer app and has no Bazaar account (decision 110): their details leave every ONDC order that names their `email` or `phone` (either is enough), and their identifiers the records kept about others; amounts, items, the ONDC ids and the tax documents stay. 404 when no ONDC order names them; 409 while any of those orders is open, or when a Bazaar account has that email or number (erase the account instead).
         */
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
                        email?: string;
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description the ONDC orders whose buyer details were erased */
                            orders: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the outbox
         * @description Every message the platform wrote, newest first: `held` when the server has no SMTP_URL (kept, never sent), else `pending`, `sending`, `sent` or `failed` after the last try.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["OutboxMessageDto"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One outbox message with its plain-text part
         * @description 404 for an unknown id.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the message's id (uuid); an unknown or malformed id answers 404 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OutboxMessageDetailDto"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/account/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My notification channels
         * @description One entry per kind of message that concerns the caller (a shopper’s order updates and COD code, a shop owner’s `new-order`, `password-reset` for an account with an email), each `{ email, sms, whatsapp }`, and `whatsappOptIn: { at, via } | null`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            "order-placed"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "order-confirmed"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "order-delivered"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "order-cancelled"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "order-refused"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "new-order"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "cod-code"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "password-reset"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            whatsappOptIn: {
                                at: string;
                                via: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Choose notification channels
         * @description Any kinds, each with all three channels, and `whatsappOptIn` (true records the opt-in with its time; false opts out). WhatsApp only after the opt-in; the COD code always by email to an account with one, and by SMS or WhatsApp as chosen (one of them for an account without email); email only for an account with one; SMS for order updates only with a confirmed mobile number: otherwise 400 naming the kind (its label in `message`, its name in `details.kind`). Answers as GET. One entry per kind of message that concerns the caller (a shopper’s order updates and COD code, a shop owner’s `new-order`, `password-reset` for an account with an email), each `{ email, sms, whatsapp }`, and `whatsappOptIn: { at, via } | null`.
         */
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
                        "order-placed"?: {
                            email: boolean;
                            sms: boolean;
                            whatsapp: boolean;
                        };
                        "order-confirmed"?: {
                            email: boolean;
                            sms: boolean;
                            whatsapp: boolean;
                        };
                        "order-delivered"?: {
                            email: boolean;
                            sms: boolean;
                            whatsapp: boolean;
                        };
                        "order-cancelled"?: {
                            email: boolean;
                            sms: boolean;
                            whatsapp: boolean;
                        };
                        "order-refused"?: {
                            email: boolean;
                            sms: boolean;
                            whatsapp: boolean;
                        };
                        "new-order"?: {
                            email: boolean;
                            sms: boolean;
                            whatsapp: boolean;
                        };
                        "cod-code"?: {
                            email: boolean;
                            sms: boolean;
                            whatsapp: boolean;
                        };
                        "password-reset"?: {
                            email: boolean;
                            sms: boolean;
                            whatsapp: boolean;
                        };
                        whatsappOptIn?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            "order-placed"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "order-confirmed"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "order-delivered"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "order-cancelled"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "order-refused"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "new-order"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "cod-code"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            "password-reset"?: {
                                email: boolean;
                                sms: boolean;
                                whatsapp: boolean;
                            };
                            whatsappOptIn: {
                                at: string;
                                via: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/outbox/channel-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the SMS and WhatsApp messages
         * @description Newest first, each with its channel, kind, number, status (`pending`, `sending`, `sent`, `delivered`, `read`, `failed`, or `capped`: over the number’s daily cap, never sent), tries and the provider’s message id; never the message’s variables.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                _id: string;
                                /** @enum {string} */
                                channel: "sms" | "whatsapp";
                                kind: string;
                                recipient: string;
                                /** @enum {string} */
                                status: "pending" | "sending" | "sent" | "delivered" | "read" | "failed" | "capped";
                                attempts: number;
                                providerMessageId: string | null;
                                lastError: string | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                statusAt: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/ondc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether Bazaar is on ONDC
         * @description `enabled` is false unless the server was started with `ONDC_SUBSCRIBER_ID` (and the other ONDC_* variables); then the subscriber id, its URL and the cities served.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description false when ONDC_SUBSCRIBER_ID is not set: no /ondc route exists */
                            enabled: boolean;
                            subscriberId: string | null;
                            subscriberUrl: string | null;
                            /** @description the ONDC_CITY codes served, e.g. std:080 */
                            cities: string[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/ondc/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the orders buyer apps placed on ONDC
         * @description Newest first: the buyer app, its own order id and transaction, the shop, the Bazaar status and total. Never the buyer’s name, phone or address.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description the Bazaar order id */
                                _id: string;
                                orderNumber: string;
                                /** @description the buyer app’s subscriber id (bap_id) */
                                buyerApp: string;
                                /** @description the buyer app’s own order id */
                                buyerOrderId: string;
                                transactionId: string;
                                shopId: string;
                                shopName: string;
                                /** @enum {string} */
                                status: "Pending" | "Confirmed" | "Packed" | "Shipped" | "Delivered" | "Cancelled" | "Refused";
                                /** @description rupees, at most 2 decimals */
                                total: number;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/superadmin/ondc/callbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the callbacks to buyer apps not sent yet
         * @description Newest first: each `on_{action}` still to be tried (`pending`, with its next try) or given up after the last try (`failed`), with its transaction and message ids, tries and the last error. Never the callback’s content.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description the domain event that carries it */
                                _id: string;
                                /** @description on_search, on_select, …, on_status, on_cancel, on_update */
                                action: string;
                                buyerApp: string | null;
                                transactionId: string | null;
                                /** @description the request’s message id; for an unsolicited callback, the one it is sent with */
                                messageId: string | null;
                                /**
                                 * @description pending: tried again at nextAttemptAt; failed: given up after the last try
                                 * @enum {string}
                                 */
                                status: "pending" | "failed";
                                attempts: number;
                                lastError: string | null;
                                /** @description null once failed */
                                nextAttemptAt: string | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API as an OpenAPI 3.1 document
         * @description docs/api.md is generated from it (`npm run docs:api`).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            openapi: "3.1.0";
                            info: {
                                title: string;
                            } & {
                                [key: string]: unknown;
                            };
                            paths: {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    schemas: {
        SavedAddressDto: {
            _id: string;
            name: string;
            /** @description 10 digits */
            phone: string;
            /** @description house / flat, street */
            line1: string;
            /** @description landmark */
            line2?: string;
            city: string;
            /** @description two-digit GST state code */
            state: string;
            stateName: string;
            pincode: string;
            /** @description the one the checkout starts with; exactly one while any exist */
            isDefault: boolean;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        LedgerEntryDto: {
            _id: string;
            shopId: string;
            shopName: string;
            /** @enum {string} */
            kind: "commission" | "commission_gst" | "tcs" | "tds" | "payment" | "reversal";
            label: string;
            /** @description rupees, signed: positive = the shop owes the platform, negative = paid or credited */
            amount: number;
            /** @description running balance after this entry (of the shop; of every shop in the all-shops list) */
            balanceAfter: number;
            /** @description the value the rate applied to */
            base: number | null;
            ratePercent: number | null;
            orderId: string | null;
            orderNumber: string | null;
            creditNoteId: string | null;
            paymentId: string | null;
            reversesId: string | null;
            reversedById: string | null;
            method: string | null;
            reference: string | null;
            note: string | null;
            /** @description ISO 8601 date-time */
            postedAt: string;
            /** @description the instant it becomes overdue (start of the day after dueDate, IST) */
            dueAt: string;
            /** @description the last day to pay it */
            dueDate: string;
        };
        /** @description `{ message, code, details? }` */
        Error: {
            /** @description what went wrong, in words a person can act on; a 400 names the field */
            message: string;
            /** @description VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED, UNAVAILABLE */
            code: string;
            details?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        UserDto: {
            _id: string;
            name: string;
            /** @description '' for an account made with a mobile number and no email */
            email: string;
            /** @enum {string} */
            role: "user" | "admin" | "superadmin";
            phone: string | null;
            /** @description the mobile number proven by a one-time code (E.164): logs in with a code */
            mobile: string | null;
            /**
             * @description the language of the account’s messages, mails and screens: en (English) or hi (हिन्दी)
             * @enum {string}
             */
            language: "en" | "hi";
        };
        ShopDto: {
            _id: string;
            name: string;
            category: string;
            location: string;
            address: string;
            phone: string;
            /** @description file name under /uploads/{area}/ (thumbnail under /uploads/{area}/thumb/) */
            image: string | null;
            admin: {
                _id: string;
                name: string;
                /** @description superadmin and the shop’s own admin only */
                email?: string;
            } | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description false once the platform owner deactivated the shop (then only the superadmin and its admin see it) */
            active: boolean;
            /**
             * @description regular (tax invoices), composition or unregistered (bills of supply)
             * @enum {string}
             */
            gstRegistration: "regular" | "composition" | "unregistered";
            /** @description GST state code of the shop (two digits) */
            stateCode: string;
            stateName: string;
            /** @description 6-digit PIN codes and 3-digit prefixes the shop delivers to; empty = across India */
            deliveryPins: string[];
            /** @description "lat,long" with at least 4 decimals; null when not given */
            gps: string | null;
            /** @description the days and times (IST) the shop is open, Monday = 1 … Sunday = 7, one opening a day; empty = not given */
            openingHours: {
                /** @description 1 Monday … 7 Sunday */
                day: number;
                /** @description "HH:MM", IST */
                open: string;
                /** @description "HH:MM", IST, after open */
                close: string;
            }[];
            /** @description the shop’s PIN code: the one given, else the last 6 digits of its address; null when neither */
            pincode: string | null;
            /** @description superadmin and the shop’s own admin only */
            pan?: string;
            /** @description superadmin and the shop’s own admin only */
            gstnumber?: string | null;
            /** @description the name on the GST registration or PAN (null: none given, the shop’s name stands in). Superadmin and the shop’s own admin only */
            legalName?: string | null;
            /** @description superadmin and the shop’s own admin only */
            razorpayAccountId?: string | null;
            /** @description percent; null = the platform default. Superadmin and the shop’s own admin only */
            commissionRate?: number | null;
            /** @description aggregate turnover above ₹5 crore: every invoice needs a 6-digit HSN code. Superadmin and the shop’s own admin only */
            turnoverAbove5Cr?: boolean;
            /** @description false while the shop takes no new orders (shop page and shop lists); the reason is not said */
            takingOrders?: boolean;
            rating?: components["schemas"]["RatingDto"];
        };
        ProductDto: {
            _id: string;
            shopId: string;
            name: string;
            description: string;
            /** @description rupees, at most 2 decimals */
            price: number;
            /** @description stock on hand */
            quantity: number;
            inStock: boolean;
            category: string;
            subCategory: string | null;
            unit: string | null;
            /** @description file name under /uploads/{area}/ (thumbnail under /uploads/{area}/thumb/) */
            image: string | null;
            /** @description ONDC retail category id: the owner’s choice, else the clear default of category and sub-category; null when neither */
            ondcCategory: string | null;
            /** @description country of origin, ISO 3166-1 alpha-3 (IND); every product has one (India for those listed before it was asked, decision 112) */
            originCountry: string;
            /** @description the HSN code the owner gave; null when none */
            hsnCode: string | null;
            /** @description GST rate in percent the owner gave; null when none (the suggestion then applies) */
            gstRate: number | null;
            /** @description how much one unit holds: 4 with unit L reads "4 L"; null: the unit alone */
            netQuantity: number | null;
            /** @description what the invoice will use where the owner gave no HSN code or rate (dated defaults per category); null when the owner gave both */
            suggestedTax: {
                hsnCode: string | null;
                gstRate: number;
            } | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            rating?: components["schemas"]["RatingDto"];
            /** @description MRP of the default variant (or of the lowest-priced one); null when none */
            mrp: number | null;
            /** @description whole percent off the MRP at `price`; null without a discount */
            discountPercent: number | null;
            /** @description price per standard unit computed from the net quantity (₹ per kg, per 100 g, per litre, per piece); null without one */
            unitSalePrice: {
                /** @description rupees, at most 2 decimals */
                price: number;
                /** @enum {string} */
                per: "kg" | "100 g" | "litre" | "100 ml" | "metre" | "piece";
            } | null;
            /** @description pre-packed goods (declarations required); false: sold loose */
            packaged: boolean;
            /** @description false: sold as not returnable, whatever the shop's return policy */
            returnable: boolean;
            /** @description up to 3; [] for a product with one variant */
            options: {
                name: string;
                values: string[];
            }[];
            /** @description at least one; `price` is the lowest variant price and `quantity` the total stock */
            variants: components["schemas"]["VariantDto"][];
            /** @description photo file names, the cover first (up to 8) */
            images: string[];
            /** @description who sells it (Consumer Protection (E-Commerce) Rules 2020 rules 5(3)(a), 6(5)): in `GET /api/products/:id` only */
            seller?: {
                /** @description the shop’s name */
                name: string;
                /** @description the name on the seller’s GST registration or PAN; the shop’s name when the platform has none */
                legalName: string;
                address: string;
                phone: string;
                /** @description null for a seller not registered for GST */
                gstin: string | null;
            };
            /** @description the return policy an order of it would be placed under now (issue 26 #1): the shop’s, or none for a product sold as not returnable; days after delivery. In `GET /api/products/:id` only */
            returnPolicy?: {
                /** @enum {string} */
                kind: "none" | "return" | "replacement";
                days: number;
            };
            /** @description Legal Metrology rule 6(10) declarations: manufacturer, countryOfOrigin, genericName, bestBefore, size, consumerCare */
            declarations: {
                [key: string]: string;
            } | null;
        };
        VariantDto: {
            _id: string;
            /** @description unique in the shop */
            sku: string;
            /** @description option name → value, e.g. {"Size":"8","Colour":"Red"}; {} for a product without options */
            options: {
                [key: string]: string;
            };
            /** @description rupees, at most 2 decimals */
            price: number;
            /** @description maximum retail price; null when the owner gave none */
            mrp: number | null;
            /** @description whole percent off the MRP (rounded down); null without a discount */
            discountPercent: number | null;
            /** @description stock on hand */
            quantity: number;
            inStock: boolean;
            /** @description the variant’s own photo; null: the product’s */
            image: string | null;
            /** @description the variant’s own net quantity in the product’s unit; null: the product’s */
            netQuantity: number | null;
        };
        /** @description absent when nobody has rated it yet */
        RatingDto: {
            /** @description mean stars, one decimal */
            average: number;
            /** @description visible reviews */
            count: number;
        };
        ReviewDto: {
            _id: string;
            shopId: string;
            /** @description null: a review of the shop */
            productId: string | null;
            productName: string | null;
            /** @description 1 to 5 */
            stars: number;
            /** @description plain text (show it as text, never as HTML); may be empty */
            text: string;
            /** @description the shopper’s first name */
            author: string;
            /** @description the shop owner’s one reply */
            reply: string | null;
            repliedAt: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
            /** @description the author may change it until then (30 days after writing it) */
            editableUntil: string;
            /** @description hidden by the platform owner: only the platform owner still sees it */
            hidden: boolean;
        };
        PlatformReviewDto: {
            _id: string;
            shopId: string;
            /** @description null: a review of the shop */
            productId: string | null;
            productName: string | null;
            /** @description 1 to 5 */
            stars: number;
            /** @description plain text (show it as text, never as HTML); may be empty */
            text: string;
            /** @description the shopper’s first name */
            author: string;
            /** @description the shop owner’s one reply */
            reply: string | null;
            repliedAt: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
            /** @description the author may change it until then (30 days after writing it) */
            editableUntil: string;
            /** @description hidden by the platform owner: only the platform owner still sees it */
            hidden: boolean;
            /** @description the shop the review is about (or sells the product) */
            shopName: string;
        };
        CartItemDto: {
            /** @description the product id (one line per product) */
            _id: string;
            productId: string;
            name: string;
            /** @description rupees, at most 2 decimals */
            price: number;
            /** @description file name under /uploads/{area}/ (thumbnail under /uploads/{area}/thumb/) */
            image: string | null;
            quantity: number;
            shopId: string;
            shopName: string;
            /** @description why this line cannot be ordered now (its shop was deactivated); absent when it can */
            unavailable?: string;
            unit: string | null;
            subCategory: string | null;
            /** @description stock on hand now */
            available: number;
            /** @description rupees, at most 2 decimals */
            lineTotal: number;
            /** @description the variant in the cart (then also `_id`); present only for a product with options */
            variantId?: string;
            /** @description the options chosen; present only for a product with options */
            options?: {
                [key: string]: string;
            };
            /** @description the variant’s SKU; present only for a product with options */
            sku?: string;
            /**
             * @description present (false) only for a product sold as not returnable: no returns, whatever its shop’s policy
             * @constant
             */
            returnable?: false;
        };
        ShopBreakdown: {
            shopId: string;
            shopName: string;
            /** @description rupees, at most 2 decimals */
            subtotal: number;
            /** @description rupees, at most 2 decimals */
            deliveryCharge: number;
            /** @description the COD handling fee (per shop order; 0 when the platform charges none) */
            codFee: number;
            /** @description rupees, at most 2 decimals */
            total: number;
            itemCount: number;
            /** @description the shop’s return policy an order placed now would carry (issue 26 #1); days after delivery, 0 with none */
            returnPolicy: {
                /** @enum {string} */
                kind: "none" | "return" | "replacement";
                days: number;
            };
        };
        CartDto: {
            items: components["schemas"]["CartItemDto"][];
            itemCount: number;
            /** @description rupees, at most 2 decimals */
            subtotal: number;
            /** @description rupees, at most 2 decimals */
            deliveryCharge: number;
            /** @description the COD handling fee (per shop order; 0 when the platform charges none) */
            codFee: number;
            /** @description rupees, at most 2 decimals */
            total: number;
            shops: components["schemas"]["ShopBreakdown"][];
        };
        OrderItemDto: {
            _id: string;
            productId: string | null;
            name: string;
            unit: string | null;
            subCategory: string | null;
            quantity: number;
            /** @description rupees, at most 2 decimals */
            price: number;
            /** @description rupees, at most 2 decimals */
            total: number;
            /** @description the variant ordered (null once deleted); present only for an item with options */
            variantId?: string | null;
            /** @description the options chosen, as they were when ordered; present only for an item with options */
            options?: {
                [key: string]: string;
            };
            /** @description the SKU when ordered; present only for an item with options */
            sku?: string | null;
            /**
             * @description present (false) only on a line sold as not returnable
             * @constant
             */
            returnable?: false;
        };
        OrderDto: {
            _id: string;
            /** @description the short number shown to people; `_id` is the full id */
            orderNumber: string;
            checkoutId: string;
            user: {
                name: string;
                email: string;
            };
            items: components["schemas"]["OrderItemDto"][];
            /** @description null for a shop admin until the order is Confirmed */
            address: string | null;
            /** @description the mobile number given at checkout (10 digits); null for a shop admin until the order is Confirmed, and when none was given */
            customerPhone: string | null;
            shopIds: string[];
            shop: {
                _id: string;
                name: string;
                address: string;
                phone: string;
                gstnumber: string | null;
            };
            /** @constant */
            paymentMethod: "COD";
            /** @description where the order was placed: on Bazaar, or through an ONDC buyer app (issue 29) */
            source: {
                /** @enum {string} */
                channel: "bazaar" | "ondc";
                /** @description the ONDC buyer app’s subscriber id; null on Bazaar */
                buyerApp: string | null;
            };
            /** @enum {string} */
            status: "Pending" | "Confirmed" | "Packed" | "Shipped" | "Delivered" | "Cancelled" | "Refused";
            /** @description rupees, at most 2 decimals */
            subtotal: number;
            /** @description rupees, at most 2 decimals */
            deliveryCharge: number;
            /** @description the COD handling fee (per shop order; 0 when the platform charges none) */
            codFee: number;
            /** @description rupees, at most 2 decimals */
            totalAmount: number;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description when the shop confirmed it (null before, or when cancelled while Pending) */
            confirmedAt: string | null;
            /** @description when the shop marked it Packed (null before, or when the shop skipped that step) */
            packedAt: string | null;
            /** @description when the shop marked it Shipped, read by people as "Out for delivery" (null before, or when skipped) */
            shippedAt: string | null;
            deliveredAt: string | null;
            cancelledAt: string | null;
            /** @description who cancelled and why; null unless Cancelled */
            cancellation: {
                /** @description platform: cancelled by itself because the shopper never confirmed it; null for orders cancelled before this was recorded */
                by: ("customer" | "shop" | "platform") | null;
                /** @description the customer’s reason from the list, if given */
                reason: string | null;
                /** @description the customer’s own words, if given */
                note: string | null;
            } | null;
            /** @description when the shop marked the parcel as refused (null unless Refused) */
            refusedAt: string | null;
            /** @description why the parcel came back; null unless Refused */
            refusal: {
                /** @description the code the shop picked, if any */
                reason: ("refused_at_door" | "not_reachable" | "wrong_address" | "other") | null;
                /** @description the reason in words (null when none was given) */
                label: string | null;
            } | null;
            /** @description the shopper’s Delivered and Refused orders across the whole platform (counts only, never shops or items); present only for the shop’s admin on a Pending order */
            shopperHistory?: {
                delivered: number;
                refused: number;
            };
            /** @description the shop’s return policy when the order was placed (issue 26): days after delivery; null only for an order inserted without one */
            returnPolicy: {
                /** @enum {string} */
                kind: "none" | "return" | "replacement";
                days: number;
            } | null;
            /** @description the tax invoice’s (or bill of supply’s) number once confirmed */
            invoiceNumber: string | null;
            /** @description the credit note’s number when an invoiced order was cancelled or refused */
            creditNoteNumber: string | null;
            /** @description every credit note of the order, oldest first: a cancel or refusal’s, and one per refunded return (PDF at GET /api/credit-notes/:id) */
            creditNotes: {
                _id: string;
                number: string;
                /** @description rupees, at most 2 decimals */
                amount: number;
                /** @description YYYY-MM-DD (IST) */
                date: string;
            }[];
            /** @description set when this COD order needs the shopper’s 6-digit code before the shop may confirm it (platform setting codConfirmAbove); else null */
            codConfirmation: {
                /** @enum {string} */
                status: "awaiting" | "confirmed";
                /** @description when the order is cancelled by itself if the shopper has not confirmed it */
                confirmBy: string;
                confirmedAt: string | null;
            } | null;
        };
        PlaceOrderResponse: {
            message: string;
            checkoutId: string;
            /** @description rupees, at most 2 decimals */
            totalAmount: number;
            orders: components["schemas"]["OrderDto"][];
        };
        ReorderResponse: {
            message: string;
            added: {
                productId: string;
                name: string;
                /** @description added now; less than `ordered` when the stock is short */
                quantity: number;
                /** @description the quantity in the past order */
                ordered: number;
                /** @description today’s price */
                price: number;
            }[];
            skipped: {
                productId: string | null;
                name: string;
                /** @description why it could not be added */
                reason: string;
            }[];
            cart: components["schemas"]["CartDto"];
        };
        ProductSearchItem: {
            _id: string;
            shopId: string;
            name: string;
            description: string;
            /** @description rupees, at most 2 decimals */
            price: number;
            /** @description stock on hand */
            quantity: number;
            inStock: boolean;
            category: string;
            subCategory: string | null;
            unit: string | null;
            /** @description file name under /uploads/{area}/ (thumbnail under /uploads/{area}/thumb/) */
            image: string | null;
            /** @description ONDC retail category id: the owner’s choice, else the clear default of category and sub-category; null when neither */
            ondcCategory: string | null;
            /** @description country of origin, ISO 3166-1 alpha-3 (IND); every product has one (India for those listed before it was asked, decision 112) */
            originCountry: string;
            /** @description the HSN code the owner gave; null when none */
            hsnCode: string | null;
            /** @description GST rate in percent the owner gave; null when none (the suggestion then applies) */
            gstRate: number | null;
            /** @description how much one unit holds: 4 with unit L reads "4 L"; null: the unit alone */
            netQuantity: number | null;
            /** @description what the invoice will use where the owner gave no HSN code or rate (dated defaults per category); null when the owner gave both */
            suggestedTax: {
                hsnCode: string | null;
                gstRate: number;
            } | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            rating?: components["schemas"]["RatingDto"];
            /** @description MRP of the default variant (or of the lowest-priced one); null when none */
            mrp: number | null;
            /** @description whole percent off the MRP at `price`; null without a discount */
            discountPercent: number | null;
            /** @description price per standard unit computed from the net quantity (₹ per kg, per 100 g, per litre, per piece); null without one */
            unitSalePrice: {
                /** @description rupees, at most 2 decimals */
                price: number;
                /** @enum {string} */
                per: "kg" | "100 g" | "litre" | "100 ml" | "metre" | "piece";
            } | null;
            /** @description pre-packed goods (declarations required); false: sold loose */
            packaged: boolean;
            /** @description false: sold as not returnable, whatever the shop's return policy */
            returnable: boolean;
            /** @description up to 3; [] for a product with one variant */
            options: {
                name: string;
                values: string[];
            }[];
            /** @description at least one; `price` is the lowest variant price and `quantity` the total stock */
            variants: components["schemas"]["VariantDto"][];
            /** @description photo file names, the cover first (up to 8) */
            images: string[];
            /** @description who sells it (Consumer Protection (E-Commerce) Rules 2020 rules 5(3)(a), 6(5)): in `GET /api/products/:id` only */
            seller?: {
                /** @description the shop’s name */
                name: string;
                /** @description the name on the seller’s GST registration or PAN; the shop’s name when the platform has none */
                legalName: string;
                address: string;
                phone: string;
                /** @description null for a seller not registered for GST */
                gstin: string | null;
            };
            /** @description the return policy an order of it would be placed under now (issue 26 #1): the shop’s, or none for a product sold as not returnable; days after delivery. In `GET /api/products/:id` only */
            returnPolicy?: {
                /** @enum {string} */
                kind: "none" | "return" | "replacement";
                days: number;
            };
            /** @description Legal Metrology rule 6(10) declarations: manufacturer, countryOfOrigin, genericName, bestBefore, size, consumerCare */
            declarations: {
                [key: string]: string;
            } | null;
            shop: {
                _id: string;
                name: string;
                location: string;
            };
        };
        SearchProductHit: {
            _id: string;
            name: string;
            /** @description rupees, at most 2 decimals */
            price: number;
            /** @description the maximum retail price (MRP), null when the owner gave none */
            mrp: number | null;
            /** @description file name under /uploads/{area}/ (thumbnail under /uploads/{area}/thumb/) */
            image: string | null;
            unit: string | null;
            netQuantity: number | null;
            category: string;
            subCategory: string | null;
            inStock: boolean;
            shop: {
                _id: string;
                name: string;
                location: string;
            };
            /** @description whether the shop delivers to `pin`; null when no `pin` was given */
            deliversToPin: boolean | null;
            /** @description why it matched, when its name does not hold the words typed (a synonym, a typo, the category or description) */
            why: string | null;
            /** @description `why` in parts, for a screen to say in its own language: a word of the name for a word typed, the category, or the description */
            whyParts: ({
                /** @constant */
                kind: "name";
                /** @description the words of the name */
                shown: string;
                /** @description what was typed */
                typed: string;
            } | {
                /** @constant */
                kind: "category";
                category: string;
            } | {
                /** @constant */
                kind: "description";
                typed: string;
            })[];
        };
        SearchShopHit: {
            _id: string;
            name: string;
            category: string;
            location: string;
            /** @description file name under /uploads/{area}/ (thumbnail under /uploads/{area}/thumb/) */
            image: string | null;
        };
        SearchReply: {
            products: {
                items: components["schemas"]["SearchProductHit"][];
                total: number;
                page: number;
                totalPages: number;
            };
            shops: {
                items: components["schemas"]["SearchShopHit"][];
                total: number;
            };
            /** @description a spelling the catalog knows, when the query had a typo or found nothing */
            didYouMean?: string;
            /** @description when nothing matched: the product categories closest to the query */
            nearestCategories?: string[];
            facets: {
                category: {
                    value: string;
                    label: string;
                    count: number;
                }[];
                /** @description value: the shop id */
                shop: {
                    value: string;
                    label: string;
                    count: number;
                }[];
                /** @description value: a price range key (the `price` query values) */
                price: {
                    value: string;
                    label: string;
                    count: number;
                }[];
                /** @description sizes of the matching products’ live variants (the `size` query values), in natural order */
                size: {
                    value: string;
                    label: string;
                    count: number;
                }[];
                /** @description colours of the matching products’ live variants (the `colour` query values), in natural order */
                colour: {
                    value: string;
                    label: string;
                    count: number;
                }[];
            };
        };
        AnalyticsDto: {
            productCount: number;
            cancelledCount: number;
            /** @description rupees, at most 2 decimals */
            cancelledTotal: number;
            deliveredCount: number;
            /** @description rupees, at most 2 decimals */
            deliveredTotal: number;
            /** @description Pending + Confirmed order totals: expected once delivered, not income yet */
            expectedTotal: number;
            pendingCount: number;
            /** @description Confirmed, Packed or Shipped: confirmed by the shop and not yet delivered or refused */
            confirmedCount: number;
            refusedCount: number;
            /** @description totals of parcels that came back (Refused): not income */
            refusedTotal: number;
            /** @description RTO rate in percent (one decimal): refused ÷ (delivered + refused); null before any parcel was delivered or refused */
            rtoRate: number | null;
            orderCount: number;
        };
        AdminDetailsDto: {
            admin: {
                _id: string;
                name: string;
                email: string;
            };
            /** @description null when the admin has no shop yet */
            shop: {
                _id: string;
                name: string;
                /** @description file name under /uploads/{area}/ (thumbnail under /uploads/{area}/thumb/) */
                image: string | null;
                category: string;
                location: string;
                address: string;
            } | null;
        };
        AdminDto: {
            _id: string;
            name: string;
            email: string;
            /** @description the mobile number the platform reaches the owner on; null when not given */
            phone: string | null;
            shop: {
                _id: string;
                name: string;
            } | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        ContactMessageDto: {
            _id: string;
            name: string;
            email: string;
            phone: string;
            yourmessage: string;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /**
             * @description new, replied (a reply was mailed) or closed
             * @enum {string}
             */
            status: "new" | "replied" | "closed";
            reply: string | null;
            repliedAt: string | null;
        };
        ShopQueryDto: {
            _id: string;
            name: string;
            email: string;
            phone: string;
            pan: string;
            address: string;
            categoryofshop: string;
            /** @description ISO 8601 date-time */
            createdAt: string;
            ownerName: string | null;
            city: string | null;
            pincode: string | null;
            gstin: string | null;
            /** @enum {string} */
            status: "new" | "approved" | "declined";
            decidedAt: string | null;
            declineReason: string | null;
            /** @description the shop created on approval */
            shopId: string | null;
        };
        OutboxMessageDto: {
            _id: string;
            recipient: string;
            kind: string;
            subject: string;
            /** @enum {string} */
            status: "pending" | "sending" | "sent" | "failed" | "held";
            attempts: number;
            lastError: string | null;
            hasAttachment: boolean;
            /** @description ISO 8601 date-time */
            createdAt: string;
            sentAt: string | null;
        };
        OutboxMessageDetailDto: {
            _id: string;
            recipient: string;
            kind: string;
            subject: string;
            /** @enum {string} */
            status: "pending" | "sending" | "sent" | "failed" | "held";
            attempts: number;
            lastError: string | null;
            hasAttachment: boolean;
            /** @description ISO 8601 date-time */
            createdAt: string;
            sentAt: string | null;
            text: string;
        };
        OrderSummaryDto: {
            /** @description rupees, at most 2 decimals */
            totalIncome: number;
            /** @description rupees, at most 2 decimals */
            expectedIncome: number;
            totalOrders: number;
            pendingOrders: number;
            /** @description Confirmed, Packed or Shipped: confirmed by the shop and not yet delivered or refused */
            confirmedOrders: number;
            cancelledOrders: number;
            deliveredOrders: number;
            refusedOrders: number;
        };
        ShopFacetsDto: {
            categories: string[];
            locations: string[];
        };
        GstRegisterDto: {
            /** @description YYYY-MM (IST) */
            month: string;
            shop: {
                name: string;
                gstin: string | null;
                /** @enum {string} */
                gstRegistration: "regular" | "composition" | "unregistered";
                stateName: string;
            };
            /** @description the GST rates with a taxable-value column: the slabs in force in the month, and any rate used */
            rates: number[];
            documents: {
                /** @enum {string} */
                kind: "tax-invoice" | "bill-of-supply" | "credit-note";
                number: string;
                /** @description YYYY-MM-DD (IST) */
                date: string;
                orderId: string;
                buyerState: string;
                placeOfSupply: string;
                /** @description the invoice a credit note reverses */
                againstNumber: string | null;
                /** @description taxable value per GST rate (key: the rate as text, e.g. `18`), rupees */
                taxableByRate: {
                    [key: string]: number;
                };
                /** @description rupees, at most 2 decimals */
                billOfSupplyValue: number;
                /** @description rupees, at most 2 decimals */
                taxableAmount: number;
                /** @description rupees, at most 2 decimals */
                cgst: number;
                /** @description SGST, or UTGST for a union territory without a legislature (rupees) */
                sgst: number;
                /** @description rupees, at most 2 decimals */
                igst: number;
                /** @description rupees, at most 2 decimals */
                total: number;
            }[];
            totals: {
                documentCount: number;
                /** @description taxable value per GST rate (key: the rate as text, e.g. `18`), rupees */
                taxableByRate: {
                    [key: string]: number;
                };
                /** @description rupees, at most 2 decimals */
                billOfSupplyValue: number;
                /** @description rupees, at most 2 decimals */
                taxableAmount: number;
                /** @description rupees, at most 2 decimals */
                cgst: number;
                /** @description SGST, or UTGST for a union territory without a legislature (rupees) */
                sgst: number;
                /** @description rupees, at most 2 decimals */
                igst: number;
                /** @description rupees, at most 2 decimals */
                total: number;
            };
            /** @description GSTR-1 B2C Small: net by place of supply and rate */
            b2cs: {
                placeOfSupply: string;
                rate: number;
                /** @description rupees, at most 2 decimals */
                taxableAmount: number;
                /** @description rupees, at most 2 decimals */
                cgst: number;
                /** @description rupees, at most 2 decimals */
                sgst: number;
                /** @description rupees, at most 2 decimals */
                igst: number;
            }[];
            /** @description GSTR-1 HSN summary, net of credit notes */
            hsn: {
                hsnCode: string;
                description: string;
                uqc: string;
                quantity: number;
                rate: number;
                /** @description rupees, at most 2 decimals */
                taxableAmount: number;
                /** @description rupees, at most 2 decimals */
                cgst: number;
                /** @description SGST, or UTGST for a union territory without a legislature (rupees) */
                sgst: number;
                /** @description rupees, at most 2 decimals */
                igst: number;
                /** @description rupees, at most 2 decimals */
                total: number;
            }[];
        };
        PlatformSettingsView: {
            /** @description rupees: the largest COD shop order (delivery and fee included); below the s.269ST ceiling */
            codMaxOrderValue: number;
            /** @description rupees: COD handling fee per shop order */
            codFee: number;
            /** @description percent: the platform’s default commission */
            commissionRate: number;
            /** @description days a due may stay unpaid */
            duesGraceDays: number;
            /** @description rupees: overdue dues above this stop a shop taking orders */
            duesBlockThreshold: number;
            /** @description whether TCS (CGST s.52) is collected on COD orders */
            tcsOnCod: boolean;
            /** @description rupees: COD shop orders above this need the shopper’s 6-digit code; null = off */
            codConfirmAbove: number | null;
            /** @description hours an order waits for that code before it is cancelled by itself */
            codConfirmHours: number;
            /** @description order messages a day by SMS to one number; more are kept as capped, not sent */
            smsDailyCapPerNumber: number;
            /** @description order messages a day by SMS to one account, whatever its number */
            smsDailyCapPerAccount: number;
            /** @description order messages a day by WhatsApp to one number */
            whatsappDailyCapPerNumber: number;
            /** @description order messages a day by WhatsApp to one account */
            whatsappDailyCapPerAccount: number;
            /** @description the version in force; 0 = the defaults, never changed */
            version: number;
            /** @description when the version in force was saved; null for the defaults */
            effectiveFrom: string | null;
            defaults: {
                /** @description rupees: the largest COD shop order (delivery and fee included); below the s.269ST ceiling */
                codMaxOrderValue: number;
                /** @description rupees: COD handling fee per shop order */
                codFee: number;
                /** @description percent: the platform’s default commission */
                commissionRate: number;
                /** @description days a due may stay unpaid */
                duesGraceDays: number;
                /** @description rupees: overdue dues above this stop a shop taking orders */
                duesBlockThreshold: number;
                /** @description whether TCS (CGST s.52) is collected on COD orders */
                tcsOnCod: boolean;
                /** @description rupees: COD shop orders above this need the shopper’s 6-digit code; null = off */
                codConfirmAbove: number | null;
                /** @description hours an order waits for that code before it is cancelled by itself */
                codConfirmHours: number;
                /** @description order messages a day by SMS to one number; more are kept as capped, not sent */
                smsDailyCapPerNumber: number;
                /** @description order messages a day by SMS to one account, whatever its number */
                smsDailyCapPerAccount: number;
                /** @description order messages a day by WhatsApp to one number */
                whatsappDailyCapPerNumber: number;
                /** @description order messages a day by WhatsApp to one account */
                whatsappDailyCapPerAccount: number;
            };
            /** @description cash of this amount or more for one order is not allowed */
            cashCeiling: {
                /** @description rupees, at most 2 decimals */
                amount: number;
                law: string;
                /** @description YYYY-MM-DD, IST */
                from: string;
            } | null;
            history: {
                version: number;
                /** @description ISO 8601 date-time */
                effectiveFrom: string;
                changedBy: {
                    _id: string;
                    /** @description as it was when the change was made */
                    name: string;
                };
                /** @description the settings this version changed */
                changed: string[];
                /** @description every value from this version on */
                settings: {
                    /** @description rupees: the largest COD shop order (delivery and fee included); below the s.269ST ceiling */
                    codMaxOrderValue: number;
                    /** @description rupees: COD handling fee per shop order */
                    codFee: number;
                    /** @description percent: the platform’s default commission */
                    commissionRate: number;
                    /** @description days a due may stay unpaid */
                    duesGraceDays: number;
                    /** @description rupees: overdue dues above this stop a shop taking orders */
                    duesBlockThreshold: number;
                    /** @description whether TCS (CGST s.52) is collected on COD orders */
                    tcsOnCod: boolean;
                    /** @description rupees: COD shop orders above this need the shopper’s 6-digit code; null = off */
                    codConfirmAbove: number | null;
                    /** @description hours an order waits for that code before it is cancelled by itself */
                    codConfirmHours: number;
                    /** @description order messages a day by SMS to one number; more are kept as capped, not sent */
                    smsDailyCapPerNumber: number;
                    /** @description order messages a day by SMS to one account, whatever its number */
                    smsDailyCapPerAccount: number;
                    /** @description order messages a day by WhatsApp to one number */
                    whatsappDailyCapPerNumber: number;
                    /** @description order messages a day by WhatsApp to one account */
                    whatsappDailyCapPerAccount: number;
                };
            }[];
        };
        TcsReportDto: {
            /** @description YYYY-MM (IST) */
            month: string;
            /** @description the platform setting at the end of the month; each order carries TCS by the setting it was placed with */
            tcsOnCod: boolean;
            /** @description false when the setting leaves every supply of the month without TCS */
            tcsDue: boolean;
            /** @description why no TCS is shown, when the setting leaves it out */
            note: string | null;
            /** @description one row per supplier GSTIN and place of supply */
            rows: {
                shopId: string;
                shopName: string;
                /** @description the supplier’s GSTIN */
                gstin: string;
                /** @description `27-Maharashtra` */
                supplierState: string;
                placeOfSupply: string;
                /** @enum {string} */
                supplyType: "intra-state" | "inter-state";
                /** @description TCS rates (percent) applied, highest first: two in a month with a rate change */
                rates: number[];
                invoiceCount: number;
                creditNoteCount: number;
                /** @description gross value of taxable supplies: invoices dated in the month, without GST (rupees) */
                grossValue: number;
                /** @description value returned: credit notes dated in the month, without GST (rupees) */
                returnedValue: number;
                /** @description gross − returned (rupees) */
                netValue: number;
                /** @description TCS as IGST (inter-state supply), rupees */
                igst: number;
                /** @description TCS as CGST (intra-state supply), rupees */
                cgst: number;
                /** @description TCS as SGST/UTGST (intra-state supply), rupees */
                sgst: number;
                /** @description IGST + CGST + SGST, rupees */
                tcs: number;
            }[];
            totals: {
                invoiceCount: number;
                creditNoteCount: number;
                /** @description gross value of taxable supplies: invoices dated in the month, without GST (rupees) */
                grossValue: number;
                /** @description value returned: credit notes dated in the month, without GST (rupees) */
                returnedValue: number;
                /** @description gross − returned (rupees) */
                netValue: number;
                /** @description TCS as IGST (inter-state supply), rupees */
                igst: number;
                /** @description TCS as CGST (intra-state supply), rupees */
                cgst: number;
                /** @description TCS as SGST/UTGST (intra-state supply), rupees */
                sgst: number;
                /** @description IGST + CGST + SGST, rupees */
                tcs: number;
            };
            /** @description shops enrolled without a GSTIN: listed apart, no TCS */
            unregistered: {
                shopId: string;
                shopName: string;
                pan: string;
                stateName: string;
                documentCount: number;
                /** @description gross value of taxable supplies: invoices dated in the month, without GST (rupees) */
                grossValue: number;
                /** @description value returned: credit notes dated in the month, without GST (rupees) */
                returnedValue: number;
                /** @description gross − returned (rupees) */
                netValue: number;
            }[];
            unregisteredTotals: {
                documentCount: number;
                /** @description gross value of taxable supplies: invoices dated in the month, without GST (rupees) */
                grossValue: number;
                /** @description value returned: credit notes dated in the month, without GST (rupees) */
                returnedValue: number;
                /** @description gross − returned (rupees) */
                netValue: number;
            };
        };
        TdsReportDto: {
            /** @description YYYY-MM (IST) */
            month: string;
            /** @description one row per shop and its PAN */
            rows: {
                shopId: string;
                shopName: string;
                pan: string;
                /** @description false: 5 % under s.206AA */
                panValid: boolean;
                /** @description TDS rates (percent) applied */
                rates: number[];
                /** @description orders delivered in the month */
                orderCount: number;
                /** @description gross amount of the delivered orders without the GST shown on their invoices (rupees) */
                grossAmount: number;
                /** @description returns’ credit notes dated in the month (issue 26 #4) */
                creditNoteCount: number;
                /** @description the returned goods’ value without GST on those credit notes */
                returnedAmount: number;
                /** @description grossAmount less returnedAmount */
                netAmount: number;
                /** @description TDS on the deliveries less what the month’s return notes reverse, as the ledger posts it (negative when returns exceed deliveries) */
                tds: number;
            }[];
            totals: {
                orderCount: number;
                /** @description rupees, at most 2 decimals */
                grossAmount: number;
                creditNoteCount: number;
                /** @description rupees, at most 2 decimals */
                returnedAmount: number;
                /** @description rupees, at most 2 decimals */
                netAmount: number;
                /** @description rupees, at most 2 decimals */
                tds: number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
