import Foundation
@testable import IconForgeKit
import TestSupport
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
            (##"<pattern id="p" width="2" height="2"/><rect width="5" height="5" fill="url(#p)"/>"##,
             ##"uses fill="url(#p)" (<pattern>) (VectorDrawable cannot express patterns)"##),
            (##"<text x="1" y="10">A</text>"##, "uses <text> (VectorDrawable cannot express text; convert it to outlines)"),
            (##"<image href="data:image/png;base64,AAAA" width="5" height="5"/>"##,
             "uses <image> (VectorDrawable cannot embed images)"),
            (##"<use href="other.svg#a"/>"##, ##"uses <use href="other.svg#a"> (only elements of the same file can be inlined)"##),
            (##"<use href="#missing"/>"##, ##"uses <use href="#missing"> (nothing in the file has that id)"##),
            (##"<g id="loop"><use href="#loop"/></g>"##, ##"uses <use href="#loop"> (it refers to itself)"##),
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

/// What the new paths (clips, gradients, dashes, CSS) still cannot express, each by name.
final class VectorDrawableNewRefusalTests: XCTestCase {
    func testWhatClipsGradientsAndStylesCannotExpressFailsByName() {
        let cases: [(String, String)] = [
            (##"<clipPath id="c"><text>A</text></clipPath><rect width="5" height="5" clip-path="url(#c)"/>"##,
             "uses <text> in <clipPath> (VectorDrawable cannot clip with text)"),
            (##"<clipPath id="c"><rect width="5" height="5" clip-path="url(#d)"/></clipPath><clipPath id="d"/><rect width="5" height="5" clip-path="url(#c)"/>"##,
             ##"uses clip-path="url(#d)" on <rect> in <clipPath> (VectorDrawable cannot clip a clip path's own outlines)"##),
            (##"<clipPath id="c" clip-path="url(#d)"><rect width="5" height="5"/></clipPath><clipPath id="d"><circle r="3"/></clipPath><rect width="5" height="5" clip-path="url(#c)"/>"##,
             ##"uses clip-path="url(#d)" on <clipPath id="c"> (renderers disagree on it (librsvg ignores it))"##),
            (##"<rect width="5" height="5" clip-path="url(#nothing)"/>"##,
             ##"uses clip-path="url(#nothing)" on <rect> (nothing in the file has that id)"##),
            (##"<circle id="c" r="2"/><rect width="5" height="5" clip-path="url(#c)"/>"##,
             ##"uses clip-path="url(#c)" on <rect> (it is not a <clipPath>)"##),
            (##"<clipPath id="c"><path d="M0 0L10 10L10 0L0 10Z" clip-rule="evenodd"/></clipPath><rect width="9" height="9" clip-path="url(#c)"/>"##,
             "uses a <clipPath> whose outlines cross (VectorDrawable clips by the nonzero rule only)"),
            (##"<clipPath id="c"><g><rect width="5" height="5"/></g></clipPath><rect width="5" height="5" clip-path="url(#c)"/>"##,
             "uses <g> in <clipPath> (a clip path holds shapes (and <use> of shapes) only)"),
            (##"<radialGradient id="g" fx="0.3"><stop/><stop offset="1" stop-opacity="0"/></radialGradient><rect width="5" height="5" fill="url(#g)"/>"##,
             ##"uses fill="url(#g)" (<radialGradient>) (VectorDrawable cannot express a focal point off centre or a focal radius)"##),
            (##"<radialGradient id="g"><stop/><stop offset="1" stop-opacity="0"/></radialGradient><rect width="9" height="5" fill="none" stroke="url(#g)"/>"##,
             ##"uses stroke="url(#g)" (<radialGradient>) (a stroke of a radial gradient stretched or skewed (by a non-square bounding box, gradientTransform or a transform) cannot be kept exact)"##),
            (##"<linearGradient id="g" x2="0"><stop/><stop offset="1" stop-opacity="0"/></linearGradient><rect width="5" height="5" fill="url(#g)"/>"##,
             ##"uses fill="url(#g)" (<linearGradient>) (a linear gradient of zero length)"##),
            (##"<g opacity="0.5"><rect width="5" height="5"/><rect x="3" width="5" height="5"/></g>"##,
             ##"uses opacity="0.5" on <g> over shapes that overlap (a VectorDrawable has no group opacity; given to each shape, it would darken the overlaps)"##),
            (##"<circle cx="5" cy="5" r="3" stroke="#000" opacity="0.5"/>"##,
             ##"uses opacity="0.5" on <circle> over shapes that overlap (a VectorDrawable has no group opacity; given to each shape, it would darken the overlaps)"##),
            (##"<rect width="5" height="5" style="transform: rotate(10deg); transform-origin: 2px 2px"/>"##,
             ##"uses transform-origin="2px 2px" on <rect> (renderers disagree on it (librsvg ignores it))"##),
            (##"<rect width="5" height="5" transform="scale(2)" style="transform: rotate(10deg)"/>"##,
             ##"uses both transform="scale(2)" and a CSS transform on <rect> (renderers disagree on which one wins)"##),
            (##"<rect width="5" height="5" style="transform: rotate(0.25turn)"/>"##,
             ##"cannot read transform="rotate(0.25turn)""##),
            (##"<path d="M0 0H9" stroke="#000" stroke-dasharray="2" pathLength="4"/>"##,
             ##"uses pathLength="4" with stroke-dasharray on <path> (renderers disagree on it (librsvg ignores it))"##),
            (##"<path d="M0 0H20" stroke="#000" stroke-dasharray="0.0001"/>"##,
             ##"uses stroke-dasharray="0.0001 0.0001" (it splits the path into more than 20000 dashes)"##),
        ]
        for (body, message) in cases {
            XCTAssertThrowsError(try drawable(body), body) { error in
                XCTAssertEqual(String(describing: error), message, body)
                XCTAssertFalse(String(describing: error).contains("\n"))
            }
        }
    }
}
