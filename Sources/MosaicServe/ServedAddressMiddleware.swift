import HTTPTypes
import Hummingbird

/// Refuses, before any route, a request whose `Host` is not the served
/// address (`403`: DNS rebinding) and a method other than `GET` or `HEAD`
/// (`405`). A `HEAD` is answered as its `GET` would be, without the body.
struct ServedAddressMiddleware<Context: RequestContext>: RouterMiddleware {
    let address: AddressBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard address.current?.accepts(host: request.head.authority) == true else { return Response(status: .forbidden) }
        switch request.method {
        case .get:
            return try await next(request, context)
        case .head:
            var head = request.head
            head.method = .get
            let response = try await next(Request(head: head, body: request.body), context)
            return Response(status: response.status, headers: response.headers)
        default:
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
    }
}
