import Foundation
import IconForgeKit
import XCTest

/// What a VectorDrawable cannot express fails the input with one line naming the element;
/// nothing is dropped silently.
final class VectorDrawableRefusalTests: XCTestCase {
    func testEachInexpressibleFeatureFailsByName() {
        let cases: [(String, String)] = [
            (##"<mask id="m"><rect width="5" height="5" fill="#fff"/></mask><path d="M0 0H5V5Z" mask="url(#m)"/>"##,
             ##"uses mask="url(#m)" on <path> (VectorDrawable cannot express masks)"##),
            (##"<filter id="f"/><path d="M0 0H5V5Z" filter="url(#f)"/>"##,
             ##"uses filter="url(#f)" on <path> (VectorDrawable cannot express filters)"##),
            (##"<clipPath id="c"><rect width="2" height="2"/></clipPath><g clip-path="url(#c)"><path d="M0 0H5V5Z"/></g>"##,
             ##"uses clip-path="url(#c)" on <g> (clip paths are not converted)"##),
            (##"<pattern id="p" width="2" height="2"/><rect width="5" height="5" fill="url(#p)"/>"##,
             ##"uses fill="url(#p)" (<pattern>) (VectorDrawable cannot express patterns)"##),
            (##"<linearGradient id="g"/><rect width="5" height="5" fill="url(#g)"/>"##,
             ##"uses fill="url(#g)" (<linearGradient>) (gradients are not converted)"##),
            (##"<text x="1" y="10">A</text>"##, "uses <text> (VectorDrawable cannot express text; convert it to outlines)"),
            (##"<image href="data:image/png;base64,AAAA" width="5" height="5"/>"##,
             "uses <image> (VectorDrawable cannot embed images)"),
            (##"<use href="other.svg#a"/>"##, ##"uses <use href="other.svg#a"> (only elements of the same file can be inlined)"##),
            (##"<use href="#missing"/>"##, ##"uses <use href="#missing"> (nothing in the file has that id)"##),
            (##"<g id="loop"><use href="#loop"/></g>"##, ##"uses <use href="#loop"> (it refers to itself)"##),
            (##"<path d="M0 0L5 5" stroke="#000" stroke-dasharray="2 1"/>"##,
             ##"uses stroke-dasharray="2 1" on <path> (VectorDrawable cannot dash strokes)"##),
            (##"<marker id="m"/><path d="M0 0L5 5" stroke="#000" marker-end="url(#m)"/>"##,
             ##"uses marker-end="url(#m)" on <path> (VectorDrawable cannot express markers)"##),
            (##"<style>g > path { fill: red }</style>"##, "uses <style> (the CSS selector 'g > path' is not supported)"),
            (##"<blink/>"##, "uses <blink> (not an element VectorDrawable can express)"),
        ]
        for (body, message) in cases {
            XCTAssertThrowsError(try drawable(body), body) { error in
                XCTAssertEqual(String(describing: error), message)
                XCTAssertFalse(String(describing: error).contains("\n"))
            }
        }
    }

    func testEntityDeclarationsAreRefusedBeforeAnythingExpands() {
        let svg = ##"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0H1V1Z"/></svg>"##
        XCTAssertThrowsError(try VectorDrawable.convert(svg: Data(svg.utf8))) { error in
            XCTAssertEqual(String(describing: error), "not a valid SVG: it declares XML entities")
        }
    }

    func testBrokenXMLMissingSizesAndNonSVGRootsFailWithOneLine() {
        let cases: [(String, VectorDrawableError)] = [
            (##"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0H1V1Z"/></svg>"##, .noDimensions),
            (##"<html/>"##, .notSVG(root: "html")),
        ]
        for (svg, expected) in cases {
            XCTAssertThrowsError(try VectorDrawable.convert(svg: Data(svg.utf8))) { XCTAssertEqual($0 as? VectorDrawableError, expected) }
        }
        XCTAssertThrowsError(try VectorDrawable.convert(svg: Data("<svg><path".utf8))) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("not a valid SVG: "), "\(error)")
        }
    }

    func testOptionsLeavingNoRoomFail() {
        let svg = Data(svgDocument(##"<path d="M0 0H1V1Z"/>"##).utf8)
        XCTAssertThrowsError(try VectorDrawable.convert(svg: svg, options: VectorDrawableOptions(padding: 12))) { error in
            XCTAssertEqual(error as? VectorDrawableError, .invalidOptions("padding 12.0 leaves no room for the art"))
        }
    }
}
