/// An SVG with a 24x24 viewBox around `body`.
public func svgDocument(_ body: String, attributes: String = ##"viewBox="0 0 24 24""##) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" \##(attributes)>\##(body)</svg>"##
}
