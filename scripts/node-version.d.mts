export declare const supportedNode: string;
export declare function isSupportedNode(version?: string): boolean;
export declare function unsupportedNodeMessage(what: string, version?: string): string | null;
export declare function refuseUnsupportedNode(what: string): void;
