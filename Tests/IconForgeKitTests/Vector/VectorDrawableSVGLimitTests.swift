@testable import IconForgeKit
import Foundation
import XCTest

/// A committed drawable is anyone's: `iconforge diff` reads one up to `VectorDrawableSVG.byteLimit`
/// bytes, as it reads a Compose `.kt` file up to `ImageVectorSVG.byteLimit`.
final class VectorDrawableSVGLimitTests: XCTestCase {
    /// A drawable that draws, padded with a comment to `count` bytes.
    func drawable(bytes count: Int) -> Data {
        let head = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" \
        android:viewportWidth="24" android:viewportHeight="24"><path android:fillColor="#FF000000" android:pathData="M2,2h20v20h-20z"/></vector>
        <!--
        """
        let tail = "-->\n"
        return Data((head + String(repeating: " ", count: count - head.utf8.count - tail.utf8.count) + tail).utf8)
    }

    func testADrawableOverTheLimitIsNotReadAndOneAtItIs() throws {
        XCTAssertTrue(try VectorDrawableSVG.svg(from: drawable(bytes: VectorDrawableSVG.byteLimit), pixels: 24).contains("<path"))
        XCTAssertThrowsError(try VectorDrawableSVG.svg(from: drawable(bytes: VectorDrawableSVG.byteLimit + 1), pixels: 24)) { error in
            XCTAssertEqual("\(error)", "the file is \(ByteCount.format(VectorDrawableSVG.byteLimit + 1)), over the 8 MiB a VectorDrawable is read up to")
        }
    }
}
