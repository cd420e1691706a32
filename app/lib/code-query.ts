/** The longest text the trouble-code lookup takes (the box's maxLength and the server's limit). */
export const CODE_QUERY_MAX_LENGTH = 100;
