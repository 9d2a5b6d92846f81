import HTTPTypes
import Hummingbird

/// Refuses, before any route, a request whose `Host` is not the served
/// address (`403`: DNS rebinding) and a method other than `GET` or `HEAD` (`405`).
struct ServedAddressMiddleware<Context: RequestContext>: RouterMiddleware {
    let address: AddressBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard address.current?.accepts(host: request.head.authority) == true else { return Response(status: .forbidden) }
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        return try await next(request, context)
    }
}
